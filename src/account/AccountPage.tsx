import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../api';
import { signInMethod } from '../api/tokenStore';
import { NewTokenDialog, TokenList, tokenListOptions } from '../service-accounts';
import { ErrorPanel } from '../ui/ErrorPanel';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { meOptions, ownTokens } from './queries';
import { PasswordForm } from './PasswordForm';
import './account.css';

const roleNames: Record<number, string> = { 1: 'Admin', 2: 'Editor', 3: 'Viewer' };

/** The signed-in person's own: who they are, their password, their personal access tokens. */
export function AccountPage() {
  const me = useQuery(meOptions());
  const tokens = useQuery(tokenListOptions(ownTokens));
  // An admin API token is nobody in particular: no password, no tokens of its own.
  const isToken = me.data?.user.id === 0;
  const user = me.data?.user;

  return (
    <section className="page" aria-labelledby="account-title">
      <header className="page-header">
        <h1 id="account-title">My account</h1>
        {user && !isToken && (
          <p className="muted">
            {user.name ?? user.username} · {user.email ?? user.username} · {roleNames[user.rootRole ?? 0] ?? 'custom role'}
          </p>
        )}
      </header>
      {me.isPending ? (
        <LoadingPanel label="Loading your account…" />
      ) : me.isError ? (
        <ErrorPanel error={me.error} onRetry={() => void me.refetch()} />
      ) : isToken ? (
        <EmptyPanel title="You are signed in with an admin API token">
          <p className="muted">A token is nobody in particular: it has no password and no personal access tokens. Sign in as yourself to manage yours.</p>
        </EmptyPanel>
      ) : (
        <>
          <PasswordForm hasPassword={signInMethod() === 'password'} />
          <section className="account-tokens" aria-labelledby="own-tokens-title">
            <div className="account-tokens-header">
              <h2 id="own-tokens-title">Personal access tokens</h2>
              {tokens.isSuccess && <NewTokenDialog owner={ownTokens} />}
            </div>
            <p className="muted">A token acts as you, with your role, for scripts and tools; its secret is shown once, when it is created.</p>
            {tokens.isPending ? (
              <LoadingPanel label="Loading your tokens…" />
            ) : tokens.isError ? (
              <ErrorPanel error={tokens.error} onRetry={() => void tokens.refetch()} notFound={isApiError(tokens.error, 'NotFound') ? 'This service has no personal access tokens.' : undefined} />
            ) : (
              <TokenList owner={ownTokens} tokens={tokens.data} />
            )}
          </section>
        </>
      )}
    </section>
  );
}
