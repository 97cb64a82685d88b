import { useId } from 'react';
import type { StrategyDefinition } from '../../../../contract/strategyDefinitions';
import type { FieldProblems } from './strategyForm';

type Parameter = StrategyDefinition['parameters'][number];

interface CustomParameterFieldsProps {
  definition: StrategyDefinition;
  values: Readonly<Record<string, string>>;
  problems: FieldProblems;
  onChange: (values: Record<string, string>) => void;
}

const typeHints: Record<Parameter['type'], string> = {
  string: 'Text',
  percentage: 'A whole number from 0 to 100',
  list: 'Comma-separated',
  number: 'A number',
  boolean: '',
};

/**
 * A custom strategy's parameters, one field each as its definition gives them (Unleash's console
 * draws the same inputs): each value is kept as typed, its problem shown at it.
 */
export function CustomParameterFields({ definition, values, problems, onChange }: CustomParameterFieldsProps) {
  const id = useId();
  const set = (name: string, value: string) => onChange({ ...values, [name]: value });
  return (
    <fieldset className="custom-parameters">
      <legend>{definition.displayName ?? definition.name} parameters</legend>
      {definition.description && <p className="muted">{definition.description}</p>}
      {definition.parameters.length === 0 && <p className="muted">This strategy has no parameters.</p>}
      {definition.parameters.map((parameter, index) => {
        const field = `${id}-${index}`;
        const problem = problems.get(`parameters.${parameter.name}`);
        const value = Object.hasOwn(values, parameter.name) ? (values[parameter.name] ?? '') : '';
        const hint = [typeHints[parameter.type], parameter.description].filter(Boolean).join('. ');
        const describedBy = [hint ? `${field}-hint` : '', problem ? `${field}-problem` : ''].filter(Boolean).join(' ') || undefined;
        const label = `${parameter.name}${parameter.required ? ' (required)' : ''}`;
        return (
          <div key={parameter.name} className="custom-parameter">
            {parameter.type === 'boolean' ? (
              <label className="checkbox">
                <input
                  type="checkbox" checked={value.trim() === 'true'} aria-describedby={describedBy} aria-invalid={problem !== undefined}
                  onChange={(event) => set(parameter.name, String(event.target.checked))}
                />
                {label}
              </label>
            ) : (
              <>
                <label htmlFor={field}>{label}</label>
                {parameter.type === 'list' ? (
                  <textarea
                    id={field} rows={2} value={value} aria-invalid={problem !== undefined} aria-describedby={describedBy} aria-required={parameter.required === true}
                    onChange={(event) => set(parameter.name, event.target.value)}
                  />
                ) : (
                  <input
                    id={field} value={value} inputMode={parameter.type === 'string' ? undefined : parameter.type === 'percentage' ? 'numeric' : 'decimal'}
                    aria-invalid={problem !== undefined} aria-describedby={describedBy} aria-required={parameter.required === true}
                    onChange={(event) => set(parameter.name, event.target.value)}
                  />
                )}
              </>
            )}
            {hint && <p id={`${field}-hint`} className="muted custom-parameter-hint">{hint}</p>}
            {problem && <p id={`${field}-problem`} className="field-error" role="alert">{problem}</p>}
          </div>
        );
      })}
    </fieldset>
  );
}
