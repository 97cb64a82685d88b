import { useId, type ReactNode } from 'react';
import type { Via } from './playgroundUrl';

interface EvaluateWithProps {
  via: Via;
  onVia: (via: Via) => void;
  project: string;
  /** The admin playground's environment, and the project's environments to choose from. */
  environment: string;
  environments: readonly string[];
  onEnvironment: (environment: string) => void;
  /** The frontend token field, for the frontend API. */
  children: ReactNode;
}

const choices: ReadonlyArray<{ via: Via; label: string; note: string }> = [
  { via: 'admin', label: 'Admin playground', note: 'With your sign-in\'s rights, no other token: says why each flag is on or off.' },
  { via: 'frontend', label: 'Frontend API', note: 'Exactly what an SDK gets, with a frontend token.' },
];

/** How the contexts are evaluated: the admin playground (with reasons), or the frontend API (what SDKs get). */
export function EvaluateWith({ via, onVia, project, environment, environments, onEnvironment, children }: EvaluateWithProps) {
  const id = useId();
  return (
    <fieldset className="evaluate-with">
      <legend>Evaluate with</legend>
      <div className="evaluate-with-choices">
        {choices.map((choice) => (
          <div key={choice.via} className={choice.via === via ? 'evaluate-with-choice is-chosen' : 'evaluate-with-choice'}>
            <input
              type="radio"
              id={`${id}-${choice.via}`}
              name={`${id}-via`}
              checked={choice.via === via}
              onChange={() => onVia(choice.via)}
              aria-describedby={`${id}-${choice.via}-note`}
            />
            <label htmlFor={`${id}-${choice.via}`}>{choice.label}</label>
            <p id={`${id}-${choice.via}-note`} className="field-note muted">
              {choice.note}
            </p>
          </div>
        ))}
      </div>
      {via === 'admin' ? (
        <div className="evaluate-with-target">
          <label htmlFor={`${id}-environment`}>Environment to evaluate in</label>
          <select id={`${id}-environment`} value={environment} onChange={(event) => onEnvironment(event.target.value)} disabled={environments.length === 0}>
            {environments.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <span className="field-note muted">
            Flags of project <strong>{project}</strong>
          </span>
        </div>
      ) : (
        children
      )}
    </fieldset>
  );
}
