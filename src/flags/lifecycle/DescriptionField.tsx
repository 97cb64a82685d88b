interface DescriptionFieldProps {
  /** The form's `useId()`: the field's id and its error's are made from it. */
  formId: string;
  value: string;
  onChange: (value: string) => void;
  /** What the service said is wrong with the description, under the field. */
  problem: string | undefined;
}

/** A flag's description, as both the new-flag dialog and the settings form ask for it (Unleash keeps up to 2,000 characters). */
export function DescriptionField({ formId, value, onChange, problem }: DescriptionFieldProps) {
  const id = `${formId}-description`;
  return (
    <>
      <label htmlFor={id}>Description</label>
      <textarea
        id={id} value={value} maxLength={2000} rows={3}
        aria-invalid={problem !== undefined} aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && <p id={`${id}-error`} className="field-error">{problem}</p>}
    </>
  );
}
