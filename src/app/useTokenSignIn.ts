import { useState, type FormEvent } from 'react';
import { isApiError } from '../api';
import { checkToken } from '../api/projects';
import { saveToken } from '../api/tokenStore';
import { describeError } from '../ui/describeError';

function signInMessage(error: unknown): string {
  if (isApiError(error, 'AuthenticationRequired')) return 'This token was not accepted: it is invalid or expired.';
  if (isApiError(error, 'NoAccess')) {
    return 'This token cannot use the admin API (a frontend or client token?). Use an admin API token or a personal access token.';
  }
  const { title, message } = describeError(error);
  return `${title}: ${message}`;
}

/**
 * The sign-in form's state and submit: the token is checked against the service before it is
 * kept (sessionStorage, or localStorage when "remember me" is ticked), then `onSignedIn` runs.
 */
export function useTokenSignIn(onSignedIn: () => void) {
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = token.trim();
    if (!value) {
      setError('Enter an API token.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await checkToken(value);
      saveToken(value, { remember });
      onSignedIn();
    } catch (caught) {
      setError(signInMessage(caught));
    } finally {
      setPending(false);
    }
  }

  return { token, setToken, remember, setRemember, pending, error, onSubmit };
}

export type TokenSignIn = ReturnType<typeof useTokenSignIn>;
