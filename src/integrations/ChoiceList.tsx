import { toggled } from './integrationDraft';

interface ChoiceListProps {
  legend: string;
  hint?: string;
  options: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  problem?: string | undefined;
  id: string;
}

/** A group of checkboxes: the events an integration listens to, its projects, its environments. */
export function ChoiceList({ legend, hint, options, chosen, onChange, problem, id }: ChoiceListProps) {
  return (
    <fieldset className="integration-choices" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>{legend}</legend>
      {hint && <p className="muted integration-hint">{hint}</p>}
      <div className="integration-choice-grid">
        {options.map((option) => (
          <label key={option} className="checkbox">
            <input type="checkbox" checked={chosen.includes(option)} onChange={(event) => onChange(toggled(chosen, option, event.target.checked))} />
            {option}
          </label>
        ))}
      </div>
      {problem && <p id={`${id}-problem`} className="field-error" role="alert">{problem}</p>}
    </fieldset>
  );
}
