import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Pat, ServiceAccount } from '../../contract';
import { paths } from '../lib/paths';
import { ErrorPanel } from '../ui/ErrorPanel';
import { LoadingPanel } from '../ui/StatePanels';
import { tokenCount } from './accountColumns';
import { attentionColumns, sortAttention, tokensNeedingAttention, type AttentionSortKey } from './attentionTokens';
import { ExpiryCell } from './ExpiryCell';
import { LastSeenCell } from './LastSeenCell';
import { serviceAccountTokensOptions } from './queries';
import { SortableHeader } from './SortableHeader';
import { nextSort, readSort, writeSort } from './tableSort';
import { expiresSoonWithin } from './tokenExpiry';
import { useNow } from './useNow';

const soonDays = expiresSoonWithin / 86_400_000;

/**
 * Every account's tokens that want looking at, in one table sorted in the URL. The service lists
 * tokens per account, so this asks once per account that has any (the same queries the accounts'
 * own pages use, so opening one afterwards shows it at once).
 */
export function TokensNeedingAttention({ accounts }: { accounts: readonly ServiceAccount[] }) {
  const withTokens = useMemo(() => accounts.filter((account) => tokenCount(account) !== 0), [accounts]);
  const lists = useQueries({ queries: withTokens.map((account) => serviceAccountTokensOptions(String(account.id))) });
  const [params, setParams] = useSearchParams();
  const sort = readSort(params, attentionColumns);
  const now = useNow();
  const onSort = useCallback(
    (column: AttentionSortKey) =>
      setParams((current) => writeSort(current, nextSort(readSort(current, attentionColumns), column, attentionColumns), attentionColumns), { replace: true }),
    [setParams],
  );

  const failed = lists.filter((list) => list.isError);
  const tokens = lists.map((list) => list.data);
  const loaded = tokens.every((list): list is Pat[] => list !== undefined);
  let content;
  if (failed[0]) {
    content = <ErrorPanel error={failed[0].error} onRetry={() => failed.forEach((list) => void list.refetch())} />;
  } else if (!loaded) {
    content = <LoadingPanel label="Loading every account’s tokens…" />;
  } else {
    const rows = sortAttention(tokensNeedingAttention(withTokens.map((account, index) => ({ account, tokens: tokens[index] ?? [] })), now), sort);
    const header = { sort, onSort };
    content =
      rows.length === 0 ? (
        <p className="panel muted">No token needs attention: none has expired, none expires within {soonDays} days, and every one has been used.</p>
      ) : (
        <div className="sa-table-scroll">
          <table className="table sa-token-table">
            <caption className="visually-hidden">Tokens that need attention</caption>
            <thead>
              <tr>
                <SortableHeader column="description" label="Token" {...header} />
                <SortableHeader column="account" label="Account" {...header} />
                <SortableHeader column="seen" label="Last seen" {...header} />
                <SortableHeader column="expires" label="Expires" {...header} />
              </tr>
            </thead>
            <tbody>
              {rows.map(({ token, accountId, accountName }) => (
                <tr key={token.id}>
                  <th scope="row" className="sa-description">{token.description}</th>
                  <td>
                    <Link to={paths.serviceAccountTokens(accountId)}>{accountName}</Link>
                  </td>
                  <td>
                    <LastSeenCell seenAt={token.seenAt} now={now} />
                  </td>
                  <td>
                    <ExpiryCell expiresAt={token.expiresAt} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }

  return (
    <section className="sa-attention" aria-labelledby="sa-attention-title">
      <h2 id="sa-attention-title">Tokens that need attention</h2>
      <p className="muted">Expired, expiring within {soonDays} days, or never used, across every account.</p>
      {content}
    </section>
  );
}
