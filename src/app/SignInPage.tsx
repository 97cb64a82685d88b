import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';
import { checkToken } from '../api/projects';
import { saveToken } from '../api/tokenStore';
import { describeError } from '../ui/describeError';
import { safeNextPath } from './paths';

function signInMessage(error: unknown): string {
  if (isApiError(error, 'AuthenticationRequired')) return 'This token was not accepted: it is invalid or expired.';
  if (isApiError(error, 'NoAccess')) {
    return 'This token cannot use the admin API (a frontend or client token?). Use an admin API token or a personal access token.';
  }
  const { title, message } = describeError(error);
  return `${title}: ${message}`;
}

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

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
      queryClient.clear();
      saveToken(value, { remember });
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (caught) {
      setError(signInMessage(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="sign-in">
      <form className="sign-in-card" onSubmit={onSubmit} noValidate>
        <h1 className="brand-title">Flagdeck</h1>
        <p className="muted">Sign in with an admin API token or a personal access token.</p>
        <label htmlFor="token">API token</label>
        <input
          id="token"
          name="token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus
        />
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          Remember me on this device
        </label>
        {error && (
          <p id={errorId} role="alert" className="field-error">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
