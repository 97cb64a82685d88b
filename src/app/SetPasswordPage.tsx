import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { passwordProblems } from '../../contract';
import { isApiError } from '../api';
import { passwordLinkOwner, setPasswordWithLink } from '../api/people';
import { paths } from '../lib/paths';
import { describeError } from '../ui/describeError';
import { ErrorPanel } from '../ui/ErrorPanel';
import { LoadingPanel } from '../ui/StatePanels';

/**
 * Where a one-time link leads (`/new-user?token=…`, `/reset-password?token=…`, Unleash's pages for
 * the same): whose link it is, and a new password, typed twice. Nobody is signed in here.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invited = useLocation().pathname === paths.newUser();
  const owner = useQuery({ queryKey: ['password-link', token], queryFn: ({ signal }) => passwordLinkOwner(token, signal), enabled: token !== '', retry: false, meta: { ownToken: true } });
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'again' | 'form'; message: string } | null>(null);
  const ids = { password: useId(), again: useId(), error: useId() };
  const save = useMutation({ mutationFn: () => setPasswordWithLink(token, password) });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = passwordProblems(password);
    if (problems.length > 0) return setError({ field: 'password', message: problems.join(' ') });
    if (again !== password) return setError({ field: 'again', message: 'The two passwords are not the same.' });
    setError(null);
    save.mutate(undefined, {
      onError: (caught) => setError({ field: isApiError(caught, 'BadRequest') ? 'password' : 'form', message: isApiError(caught, 'BadRequest') ? caught.message : describeError(caught, { notFound: 'This link is not valid any more: ask an admin for a new one.' }).message }),
    });
  }

  const describedBy = (field: 'password' | 'again') => (error?.field === field ? ids.error : undefined);
  return (
    <main className="sign-in">
      <div className="sign-in-card">
        <h1 className="brand-title">{invited ? 'Welcome to Flagdeck' : 'Choose a new password'}</h1>
        {token === '' ? (
          <p role="alert">This page needs the link an admin gave you, with its token.</p>
        ) : owner.isPending ? (
          <LoadingPanel label="Checking your link…" />
        ) : owner.isError ? (
          <ErrorPanel error={owner.error} notFound="This link is not valid any more: it was used, replaced by a newer one, or has expired. Ask an admin for a new one." />
        ) : save.isSuccess ? (
          <>
            <p role="status">Your password is set.</p>
            <Link className="button button-primary" to={paths.signIn()}>Sign in</Link>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="account-form">
            <p className="muted">
              {invited ? 'Choose a password' : 'A new password'} for <strong>{owner.data.email ?? owner.data.username}</strong>: at least 10 characters, with a lowercase and an uppercase letter, a number and a special character.
            </p>
            <label htmlFor={ids.password}>New password</label>
            <input id={ids.password} type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} aria-invalid={error?.field === 'password' ? true : undefined} aria-describedby={describedBy('password')} autoFocus />
            <label htmlFor={ids.again}>New password again</label>
            <input id={ids.again} type="password" autoComplete="new-password" value={again} onChange={(event) => setAgain(event.target.value)} aria-invalid={error?.field === 'again' ? true : undefined} aria-describedby={describedBy('again')} />
            {error && <p id={ids.error} role="alert" className="field-error">{error.message}</p>}
            <button type="submit" className="button button-primary" disabled={save.isPending}>{save.isPending ? 'Saving…' : 'Set password'}</button>
          </form>
        )}
      </div>
    </main>
  );
}
