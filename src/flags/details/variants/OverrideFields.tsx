import { useId } from 'react';
import type { FormErrors, OverrideDraft } from './variantForm';
import { FieldError } from './FieldError';

interface OverrideFieldsProps {
  override: OverrideDraft;
  /** The field path of this override (`1.overrides.0`), as the service names it. */
  path: string;
  number: number;
  errors: FormErrors;
  onChange: (override: OverrideDraft) => void;
  onRemove: () => void;
}

/** One override: users whose context field holds one of the values get this variant whatever the weights say. */
export function OverrideFields({ override, path, number, errors, onChange, onRemove }: OverrideFieldsProps) {
  const id = useId();
  const fieldError = errors.get(`${path}.contextName`);
  const valuesError = errors.get(`${path}.values`) ?? [...errors].find(([key]) => key.startsWith(`${path}.values.`))?.[1];
  return (
    <li className="variant-override">
      <label htmlFor={`${id}-field`}>Context field of override {number}</label>
      <input
        id={`${id}-field`} list="variant-context-fields" value={override.contextName} autoComplete="off"
        aria-invalid={fieldError !== undefined} aria-describedby={fieldError ? `${id}-field-error` : undefined}
        onChange={(event) => onChange({ ...override, contextName: event.target.value })}
      />
      <FieldError id={`${id}-field-error`} message={fieldError} />
      <label htmlFor={`${id}-values`}>Values of override {number} (comma-separated)</label>
      <input
        id={`${id}-values`} value={override.values} autoComplete="off"
        aria-invalid={valuesError !== undefined} aria-describedby={valuesError ? `${id}-values-error` : undefined}
        onChange={(event) => onChange({ ...override, values: event.target.value })}
      />
      <FieldError id={`${id}-values-error`} message={valuesError} />
      <button type="button" className="button button-quiet" onClick={onRemove}>Remove override {number}</button>
    </li>
  );
}
