import type { LegalValue } from '../../contract/contextFields';

interface LegalValueChoicesProps {
  id: string;
  legalValues: readonly LegalValue[];
  values: readonly string[];
  problem: string | undefined;
  onChange: (values: string[]) => void;
}

/**
 * The values of a field that has legal ones, to tick. A value the constraint holds that is not (or
 * no longer) legal is listed too, ticked, so saving never drops it unseen.
 */
export function LegalValueChoices({ id, legalValues, values, problem, onChange }: LegalValueChoicesProps) {
  const legal = new Set(legalValues.map((choice) => choice.value));
  const choices = [...legalValues, ...values.filter((value) => !legal.has(value)).map((value) => ({ value, description: 'not a legal value of this field' }))];
  return (
    <fieldset className="constraint-legal-values" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>Values</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="checkbox">
          <input
            type="checkbox" checked={values.includes(choice.value)}
            onChange={(event) => onChange(event.target.checked ? [...values, choice.value] : values.filter((value) => value !== choice.value))}
          />
          {choice.value}
          {choice.description ? <span className="muted"> — {choice.description}</span> : null}
        </label>
      ))}
      {problem && <p id={`${id}-problem`} className="field-error" role="alert">{problem}</p>}
    </fieldset>
  );
}
