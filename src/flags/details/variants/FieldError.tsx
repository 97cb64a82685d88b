/** A field's problem, next to it; the field points here with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return <p id={id} className="field-error">{message}</p>;
}
