import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { safeNextPath } from '../lib/paths';
import { PasswordSignInFields } from './PasswordSignInFields';
import { SignInFields } from './SignInFields';
import { SingleSignOnOption } from './SingleSignOnOption';
import { usePasswordSignIn } from './usePasswordSignIn';
import { useTokenSignIn } from './useTokenSignIn';

/** People sign in with their email (or username) and password; scripts' tokens work too, one click away. */
export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The form in use lives in the address (`?with=token`), so a reload or the back button keeps it.
  const method = params.get('with') === 'token' ? 'token' : 'password';
  const setMethod = (next: 'password' | 'token') =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'token') updated.set('with', 'token');
      else updated.delete('with');
      return updated;
    }, { replace: true });
  const onSignedIn = () => {
    // Nothing another sign-in left behind may show under this one.
    queryClient.clear();
    navigate(safeNextPath(params.get('next')), { replace: true });
  };
  const password = usePasswordSignIn(onSignedIn);
  const token = useTokenSignIn(onSignedIn);

  return (
    <main className="sign-in">
      {method === 'password' ? (
        <form className="sign-in-card" onSubmit={password.onSubmit} noValidate>
          <h1 className="brand-title">Flagdeck</h1>
          <SingleSignOnOption params={params} />
          <p className="muted">Sign in with your email or username and password.</p>
          <PasswordSignInFields form={password} autoFocus />
          <button type="button" className="button button-quiet" onClick={() => setMethod('token')}>
            Use an API token instead
          </button>
        </form>
      ) : (
        <form className="sign-in-card" onSubmit={token.onSubmit} noValidate>
          <h1 className="brand-title">Flagdeck</h1>
          <p className="muted">Sign in with an admin API token or a personal access token.</p>
          <SignInFields form={token} autoFocus />
          <button type="button" className="button button-quiet" onClick={() => setMethod('password')}>
            Use your email and password instead
          </button>
        </form>
      )}
    </main>
  );
}
