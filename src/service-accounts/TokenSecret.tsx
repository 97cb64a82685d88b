import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { CreatedPat } from '../api/contract';

type CopyState = 'idle' | 'copied' | 'failed';

/** The one time the secret is visible: a copy button and the warning that it will not return. */
export function TokenSecret({ token, onDone }: { token: CreatedPat; onDone: () => void }) {
  const [copy, setCopy] = useState<CopyState>('idle');

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(token.secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <>
      <Dialog.Title className="dialog-title">Token “{token.description}” created</Dialog.Title>
      <p className="sa-callout sa-callout-warning">
        <strong>Copy the token now.</strong> It will not be shown again: the service keeps only a hash of it.
      </p>
      <label className="sa-field">
        <span className="sa-label">Token</span>
        <span className="sa-secret-row">
          <input
            className="mono sa-secret"
            value={token.secret}
            readOnly
            autoComplete="off"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="button" onClick={() => void copySecret()}>
            Copy
          </button>
        </span>
      </label>
      <p className={copy === 'failed' ? 'field-error' : 'muted'} aria-live="polite">
        {copy === 'copied' && 'Copied to the clipboard.'}
        {copy === 'failed' && 'Copying failed: select the token and copy it yourself.'}
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </>
  );
}
