import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { CreatedPat } from '../../contract';
import { ActionButton } from '../ui/ActionButton';
import { NewTokenForm } from './NewTokenForm';
import type { TokenOwner } from './tokenOwner';
import { TokenSecret } from './TokenSecret';

/**
 * "New token": the form, then the secret the service returned. The secret lives in this
 * component's state only (no cache, no storage, no URL) and is dropped when the dialog closes.
 */
export function NewTokenDialog({ owner, unavailable }: { owner: TokenOwner; unavailable?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedPat | null>(null);
  if (unavailable) {
    return (
      <ActionButton className="button button-primary" unavailable={unavailable}>
        New token
      </ActionButton>
    );
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setCreated(null);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button-primary">
          New token
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content sa-dialog"
          aria-describedby={undefined}
          // A stray click beside the dialog must not throw away a secret that is shown only once.
          onPointerDownOutside={(event) => created && event.preventDefault()}
        >
          {created ? (
            <TokenSecret token={created} onDone={() => onOpenChange(false)} />
          ) : (
            <NewTokenForm owner={owner} onCreated={setCreated} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
