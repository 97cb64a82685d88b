import type { AddonParameter } from '../../contract/addons';
import { FieldProblem } from '../ui/FieldProblem';
import { invalidProps, type FieldProblems } from '../ui/fieldProblems';

interface ParameterFieldProps {
  parameter: AddonParameter;
  value: string;
  /** The service holds a value it does not show (a sensitive one): left empty, it is kept. */
  kept: boolean;
  problems: FieldProblems;
  onChange: (value: string) => void;
  id: string;
}

/** One of a provider's parameters, as the provider describes it (Unleash's `addonParameterSchema`). */
export function ParameterField({ parameter, value, kept, problems, onChange, id }: ParameterFieldProps) {
  const key = `parameters.${parameter.name}`;
  const hintId = `${id}-hint`;
  const invalid = invalidProps(problems, key, id);
  const describedBy = [parameter.description ? hintId : undefined, invalid['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const placeholder = kept ? 'Kept as it is: type a new value to replace it' : parameter.placeholder;
  const common = {
    id, value, placeholder, 'aria-invalid': invalid['aria-invalid'], 'aria-describedby': describedBy, 'aria-required': parameter.required && !kept ? true : undefined,
    autoComplete: 'off', spellCheck: false,
  };
  return (
    <div className="integration-field">
      <label htmlFor={id}>{parameter.displayName}{parameter.required ? '' : <span className="muted"> (optional)</span>}</label>
      {parameter.type === 'textfield'
        ? <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
        : <input {...common} type={parameter.sensitive && parameter.type !== 'url' ? 'password' : 'text'} onChange={(event) => onChange(event.target.value)} />}
      {parameter.description && <p id={hintId} className="muted integration-hint">{parameter.description.replace(/^\((Required|Optional)\)\s*/, '')}</p>}
      <FieldProblem problems={problems} field={key} id={id} />
    </div>
  );
}
