import { useState, type FormEvent } from 'react';
import { isApiError } from '../api';
import { signInWithPassword } from '../api/people';
import { savePasswordSession } from '../api/tokenStore';
import { describeError } from '../ui/describeError';

function signInMessage(error: unknown): string {
  // One answer for an unknown name and a wrong password: the service does not tell them apart.
  if (isApiError(error, 'AuthenticationRequired')) return 'The username or email and the password do not match.';
  // Too many failed sign-ins (with the time to wait), or an account that is deactivated: the service says which.
  if (isApiError(error, 'RateLimited') || isApiError(error, 'NoAccess')) return error.message;
  const { title, message } = describeError(error);
  return `${title}: ${message}`;
}

/** The password sign-in form's state and submit; the service's session cookie is the credential afterwards. */
export function usePasswordSignIn(onSignedIn: () => void) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ field: 'username' | 'password' | 'form'; message: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim()) return setError({ field: 'username', message: 'Enter your email or username.' });
    if (!password) return setError({ field: 'password', message: 'Enter your password.' });
    setPending(true);
    setError(null);
    try {
      await signInWithPassword(username.trim(), password);
      savePasswordSession({ remember });
      setPassword('');
      onSignedIn();
    } catch (caught) {
      setError({ field: 'form', message: signInMessage(caught) });
    } finally {
      setPending(false);
    }
  }

  return { username, setUsername, password, setPassword, remember, setRemember, pending, error, onSubmit };
}

export type PasswordSignIn = ReturnType<typeof usePasswordSignIn>;
