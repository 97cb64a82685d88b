import type { ErrorDescription } from './describeError';

interface FormFooterProps {
  /** A failure no field of the form names: said above the buttons. */
  error: ErrorDescription | undefined;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** The end of an editing form: the failure no field names, then Cancel and the submit button. */
export function FormFooter({ error, saving, submitLabel, onCancel }: FormFooterProps) {
  return (
    <>
      {error && (
        <div role="alert" className="panel panel-error">
          <h3 className="panel-title">{error.title}</h3>
          <p>{error.message}</p>
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>Cancel</button>
        <button type="submit" className="button button-primary" aria-disabled={saving || undefined}>
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </>
  );
}
