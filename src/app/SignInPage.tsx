import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { safeNextPath } from '../lib/paths';
import { SignInFields } from './SignInFields';
import { useTokenSignIn } from './useTokenSignIn';

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useTokenSignIn(() => {
    // Nothing another sign-in left behind may show under this one.
    queryClient.clear();
    navigate(safeNextPath(params.get('next')), { replace: true });
  });

  return (
    <main className="sign-in">
      <form className="sign-in-card" onSubmit={form.onSubmit} noValidate>
        <h1 className="brand-title">Flagdeck</h1>
        <p className="muted">Sign in with an admin API token or a personal access token.</p>
        <SignInFields form={form} autoFocus />
      </form>
    </main>
  );
}
