import { useQuery } from '@tanstack/react-query';
import './serviceAccounts.css';
import { Link } from 'react-router-dom';
import { isApiError } from '../api';
import { paths } from '../lib/paths';
import { ErrorPanel } from '../ui/ErrorPanel';
import { RelativeTime } from '../ui/RelativeTime';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { accountName, roleName, tokenCount } from './accountColumns';
import { NotAvailablePanel } from './NotAvailablePanel';
import { serviceAccountListOptions } from './queries';
import { TokensNeedingAttention } from './TokensNeedingAttention';
import { useNow } from './useNow';

export function ServiceAccountsPage() {
  const accounts = useQuery(serviceAccountListOptions());
  const now = useNow();

  return (
    <section className="page" aria-labelledby="service-accounts-title">
      <header className="page-header">
        <h1 id="service-accounts-title">Service accounts</h1>
        <p className="muted">Machine identities and their personal access tokens.</p>
      </header>
      {accounts.isPending ? (
        <LoadingPanel label="Loading service accounts…" />
      ) : accounts.isError ? (
        isApiError(accounts.error, 'NotFound') ? (
          <NotAvailablePanel />
        ) : (
          <ErrorPanel error={accounts.error} onRetry={() => void accounts.refetch()} />
        )
      ) : accounts.data.serviceAccounts.length === 0 ? (
        <EmptyPanel title="No service accounts yet">
          <p className="muted">Service accounts give scripts and integrations their own identity and tokens.</p>
        </EmptyPanel>
      ) : (
        <>
          <div className="sa-table-scroll">
            <table className="table">
              <caption className="visually-hidden">Service accounts</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Username</th>
                  <th scope="col">Role</th>
                  <th scope="col" className="sa-numeric">Tokens</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {accounts.data.serviceAccounts.map((account) => {
                  const count = tokenCount(account);
                  return (
                    <tr key={account.id}>
                      <th scope="row">
                        <Link to={paths.serviceAccountTokens(account.id)}>{accountName(account)}</Link>
                      </th>
                      <td className="mono">{account.username ?? '—'}</td>
                      <td>{roleName(account, accounts.data.rootRoles)}</td>
                      <td className="sa-numeric">
                        {count === undefined ? '—' : <Link to={paths.serviceAccountTokens(account.id)} aria-label={`${count} tokens of ${accountName(account)}`}>{count}</Link>}
                      </td>
                      <td>{account.createdAt ? <RelativeTime value={account.createdAt} now={now} /> : '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <TokensNeedingAttention accounts={accounts.data.serviceAccounts} />
        </>
      )}
    </section>
  );
}
