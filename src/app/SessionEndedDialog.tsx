import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isTokenRefused, subscribeToTokens } from '../api/tokenStore';
import { SignInFields } from './SignInFields';
import { useTokenSignIn } from './useTokenSignIn';

/**
 * When the service stops accepting the token mid-session (it expired, was deleted, the service
 * was reset), this asks for one over the page instead of leaving it: an open form keeps what was
 * typed, and the pages reload their data with the new token.
 */
export function SessionEndedDialog({ onSignOut }: { onSignOut: () => void }) {
  const ended = useSyncExternalStore(subscribeToTokens, isTokenRefused);
  if (!ended) return null;
  return <SignInAgain onSignOut={onSignOut} />;
}

function SignInAgain({ onSignOut }: { onSignOut: () => void }) {
  const queryClient = useQueryClient();
  // Saving the new token ends the refusal (this dialog closes) and lets waiting calls go on.
  const form = useTokenSignIn(() => {
    // What another identity may have left in the cache goes; what is on screen reloads.
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  });
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" onEscapeKeyDown={(event) => event.preventDefault()} onPointerDownOutside={(event) => event.preventDefault()}>
          <form className="sign-in-again" onSubmit={form.onSubmit} noValidate>
            <Dialog.Title className="dialog-title">Sign in again</Dialog.Title>
            <Dialog.Description>
              Your token was not accepted: it is missing, invalid or expired. Sign in again to carry on; this page and what you
              typed stay as they are.
            </Dialog.Description>
            <SignInFields form={form} autoFocus />
            <button type="button" className="button button-quiet" onClick={onSignOut}>
              Sign out instead
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
