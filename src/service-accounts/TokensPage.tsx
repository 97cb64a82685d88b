import { useQuery } from '@tanstack/react-query';
import './serviceAccounts.css';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../api';
import { paths } from '../lib/paths';
import { isAdmin } from '../viewer/viewer';
import { viewerOptions } from '../viewer/queries';
import { ErrorPanel } from '../ui/ErrorPanel';
import { LoadingPanel } from '../ui/StatePanels';
import { accountName, roleName } from './accountColumns';
import { NewTokenDialog } from './NewTokenDialog';
import { NotAvailablePanel } from './NotAvailablePanel';
import { serviceAccountListOptions, serviceAccountTokensOptions } from './queries';
import { TokenList } from './TokenList';
import { serviceAccountOwner } from './tokenOwner';

export function TokensPage() {
  const { id = '' } = useParams();
  const tokens = useQuery(serviceAccountTokensOptions(id));
  // For the account's name and role; the tokens show without it.
  const accounts = useQuery(serviceAccountListOptions());
  const account = accounts.data?.serviceAccounts.find((candidate) => String(candidate.id) === id);
  // Unleash and the embedded service show service accounts to admins only; a service that shows
  // them to others still leaves their tokens to admins.
  const viewer = useQuery(viewerOptions());
  const unavailable = viewer.data && !isAdmin(viewer.data) ? 'Only admins manage service account tokens: you need the ADMIN permission.' : undefined;
  const label = account ? accountName(account) : `Service account ${id}`;
  const owner = serviceAccountOwner(id, label);

  // A 404 on the tokens is either a service without service accounts or an unknown account;
  // the account list tells which.
  const tokensNotFound = tokens.isError && isApiError(tokens.error, 'NotFound');
  const serviceLacksAccounts = isApiError(accounts.error, 'NotFound');

  return (
    <section className="page" aria-labelledby="tokens-title">
      <nav aria-label="Breadcrumb" className="sa-breadcrumb">
        <Link to={paths.serviceAccounts()}>Service accounts</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{label}</span>
      </nav>
      <header className="page-header">
        <h1 id="tokens-title">Tokens of {label}</h1>
        {account && (
          <p className="muted">
            <span className="mono">{account.username}</span> · {roleName(account, accounts.data?.rootRoles)}
          </p>
        )}
        {tokens.isSuccess && (
          <div className="sa-page-actions">
            <NewTokenDialog owner={owner} unavailable={unavailable} />
          </div>
        )}
      </header>
      {tokens.isPending || (tokensNotFound && accounts.isPending) ? (
        <LoadingPanel label="Loading tokens…" />
      ) : tokensNotFound && serviceLacksAccounts ? (
        <NotAvailablePanel />
      ) : tokens.isError ? (
        <ErrorPanel error={tokens.error} onRetry={() => void tokens.refetch()} notFound={`Service account ${id} does not exist.`} />
      ) : (
        <TokenList owner={owner} tokens={tokens.data} deleteUnavailable={unavailable} />
      )}
    </section>
  );
}
