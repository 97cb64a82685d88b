import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import type { CreatedPat } from '../../contract';
import { CopyButton } from '../ui/CopyButton';

/** The one time the secret is visible: a copy button and the warning that it will not return. */
export function TokenSecret({ token, onDone }: { token: CreatedPat; onDone: () => void }) {
  const inputId = useId();
  return (
    <>
      <Dialog.Title className="dialog-title">Token “{token.description}” created</Dialog.Title>
      <p className="sa-callout sa-callout-warning">
        <strong>Copy the token now.</strong> It will not be shown again: the service keeps only a hash of it.
      </p>
      <div className="sa-field">
        <label className="sa-label" htmlFor={inputId}>
          Token
        </label>
        <div className="sa-secret-row">
          <textarea
            id={inputId}
            className="mono sa-secret"
            value={token.secret}
            readOnly
            rows={2}
            autoComplete="off"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={token.secret} label="Copy token" className="sa-copy" />
        </div>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </>
  );
}
