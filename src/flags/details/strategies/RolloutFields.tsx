import { useId } from 'react';
import { rolloutSentence, type FieldProblems, type StrategyForm } from './strategyForm';

interface RolloutFieldsProps {
  form: StrategyForm;
  featureName: string;
  stickinessFields: readonly string[];
  problems: FieldProblems;
  onChange: (change: Partial<StrategyForm>) => void;
}

/** A flexible rollout: the share as a slider and a number, its stickiness and group, in words. */
export function RolloutFields({ form, featureName, stickinessFields, problems, onChange }: RolloutFieldsProps) {
  const id = useId();
  const rolloutProblem = problems.get('parameters.rollout');
  const slider = Number(form.rollout);
  return (
    <fieldset className="rollout-fields">
      <legend>Rollout</legend>
      <div className="rollout-share">
        <input
          type="range" min={0} max={100} step={1} aria-label="Rollout percentage (slider)"
          value={Number.isFinite(slider) ? Math.min(100, Math.max(0, slider)) : 0}
          onChange={(event) => onChange({ rollout: event.target.value })}
        />
        <label htmlFor={`${id}-rollout`}>Rollout %</label>
        <input
          id={`${id}-rollout`} inputMode="numeric" size={4} value={form.rollout}
          aria-invalid={rolloutProblem !== undefined} aria-describedby={rolloutProblem ? `${id}-rollout-problem` : `${id}-sentence`}
          onChange={(event) => onChange({ rollout: event.target.value })}
        />
      </div>
      {rolloutProblem && <p id={`${id}-rollout-problem`} className="field-error" role="alert">{rolloutProblem}</p>}
      <label htmlFor={`${id}-stickiness`}>Stickiness</label>
      <select id={`${id}-stickiness`} value={form.stickiness} onChange={(event) => onChange({ stickiness: event.target.value })}>
        {[...new Set(['default', 'userId', 'sessionId', 'random', ...stickinessFields, form.stickiness])].map((field) => (
          <option key={field} value={field}>{field}</option>
        ))}
      </select>
      <label htmlFor={`${id}-group`}>groupId</label>
      <input id={`${id}-group`} value={form.groupId} maxLength={100} onChange={(event) => onChange({ groupId: event.target.value })} />
      <p id={`${id}-sentence`} className="rollout-sentence" aria-live="polite">{rolloutSentence(form, featureName)}</p>
    </fieldset>
  );
}
