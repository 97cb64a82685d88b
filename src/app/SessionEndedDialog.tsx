import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { isTokenRefused, refusedMethod, subscribeToTokens } from '../api/tokenStore';
import { PasswordSignInFields } from './PasswordSignInFields';
import { SignInFields } from './SignInFields';
import { SingleSignOnOption } from './SingleSignOnOption';
import { usePasswordSignIn } from './usePasswordSignIn';
import { useTokenSignIn } from './useTokenSignIn';

/**
 * When the service stops accepting the sign-in mid-session (a token expired or was deleted, a
 * password session ended, the service was reset), this asks for it again over the page, the same
 * way it was made, instead of leaving the page: an open form keeps what was typed, and the pages
 * reload their data once signed in again.
 */
export function SessionEndedDialog({ onSignOut }: { onSignOut: () => void }) {
  const ended = useSyncExternalStore(subscribeToTokens, isTokenRefused);
  if (!ended) return null;
  return <SignInAgain onSignOut={onSignOut} />;
}

function SignInAgain({ onSignOut }: { onSignOut: () => void }) {
  const queryClient = useQueryClient();
  // Signing in again ends the refusal (this dialog closes) and lets waiting calls go on.
  const onSignedIn = () => {
    // What another identity may have left in the cache goes; what is on screen reloads.
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  };
  const token = useTokenSignIn(onSignedIn);
  const password = usePasswordSignIn(onSignedIn);
  const byPassword = refusedMethod() === 'password';
  const location = useLocation();
  // Single sign-on goes through the provider's pages, so it leaves this page; it comes back to it.
  const here = new URLSearchParams([['next', location.pathname + location.search]]);
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" onEscapeKeyDown={(event) => event.preventDefault()} onPointerDownOutside={(event) => event.preventDefault()}>
          <form className="sign-in-again" onSubmit={byPassword ? password.onSubmit : token.onSubmit} noValidate>
            <Dialog.Title className="dialog-title">Sign in again</Dialog.Title>
            <Dialog.Description>
              {byPassword ? 'Your session has ended (it expired, or you were signed out).' : 'Your token was not accepted: it is missing, invalid or expired.'} Sign
              in again to carry on; this page and what you typed stay as they are.
            </Dialog.Description>
            {byPassword && <SingleSignOnOption params={here} />}
            {byPassword ? <PasswordSignInFields form={password} autoFocus /> : <SignInFields form={token} autoFocus />}
            <button type="button" className="button button-quiet" onClick={onSignOut}>
              Sign out instead
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
