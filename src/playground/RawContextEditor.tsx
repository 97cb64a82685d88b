import { useId } from 'react';

interface RawContextEditorProps {
  label: string;
  text: string;
  error: string | null;
  onChange: (text: string) => void;
  /** A refusal of the service, shown under the text. */
  refused?: string;
}

/** The context as JSON. Invalid text stays as typed; the last valid context is what is sent. */
export function RawContextEditor({ label, text, error, onChange, refused }: RawContextEditorProps) {
  const id = useId();
  const message = error ?? refused;
  return (
    <div className="field raw-context">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="mono"
        value={text}
        rows={Math.min(18, Math.max(6, text.split('\n').length + 1))}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {message && (
        <p id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
