import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Pat } from '../../contract';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import { EmptyPanel } from '../ui/StatePanels';
import { lastUseOf } from './lastUse';
import { nextTokenSort, readTokenSort, visibleTokens, writeTokenSort, type TokenSortKey } from './tokenTable';
import type { TokenOwner } from './tokenOwner';
import { TokenTable } from './TokenTable';
import { useDeleteToken } from './useTokenMutations';
import { useNow } from './useNow';

interface TokenListProps {
  owner: TokenOwner;
  tokens: readonly Pat[];
  /** Why the user may not delete tokens here, if they may not. */
  deleteUnavailable?: string | undefined;
}

/** The account's tokens with search and sort (both in the URL), and deleting one. */
export function TokenList({ owner, tokens, deleteUnavailable }: TokenListProps) {
  const accountLabel = owner.label;
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const sort = readTokenSort(params);
  const now = useNow(30_000, tokens);
  // Typing stays instant; the table catches up when React has time.
  const deferredQuery = useDeferredValue(query);
  const { key: sortKey, direction: sortDirection } = sort;
  const visible = useMemo(
    () => visibleTokens(tokens, deferredQuery, { key: sortKey, direction: sortDirection }),
    [tokens, deferredQuery, sortKey, sortDirection],
  );

  const [toDelete, setToDelete] = useState<Pat | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deleteToken = useDeleteToken(owner);
  const searchRef = useRef<HTMLInputElement>(null);

  const setQuery = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('q', value);
      else next.delete('q');
      return next;
    }, { replace: true });

  const onSort = useCallback(
    (column: TokenSortKey) => setParams((current) => writeTokenSort(current, nextTokenSort(readTokenSort(current), column)), { replace: true }),
    [setParams],
  );
  const onDelete = useCallback((token: Pat) => setToDelete(token), []);

  function confirmDelete() {
    if (!toDelete) return;
    const token = toDelete;
    setToDelete(null);
    setDeleteError(null);
    deleteToken.mutate(token, {
      onError: (error) => setDeleteError(`Could not delete “${token.description}”: ${describeError(error).message}`),
    });
    // Its row is gone, so focus goes somewhere that is still there.
    setTimeout(() => searchRef.current?.focus(), 0);
  }

  return (
    <>
      <div className="sa-toolbar">
        <label className="sa-search">
          <span className="visually-hidden">Search tokens by description</span>
          <input ref={searchRef} type="search" placeholder="Search by description" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <p className="muted sa-count" aria-live="polite">
          {visible.length === tokens.length ? `${tokens.length} ${tokens.length === 1 ? 'token' : 'tokens'}` : `${visible.length} of ${tokens.length} tokens`}
        </p>
      </div>
      {deleteError && (
        <div role="alert" className="panel panel-error sa-alert">
          <p>{deleteError}</p>
          <button type="button" className="button button-small" onClick={() => setDeleteError(null)}>
            Dismiss
          </button>
        </div>
      )}
      {tokens.length === 0 ? (
        <EmptyPanel title="This account has no tokens">
          <p className="muted">Create one with “New token” to let a script or integration act as {accountLabel}.</p>
        </EmptyPanel>
      ) : visible.length === 0 ? (
        <EmptyPanel title={`No token matches “${query.trim()}”`}>
          <button type="button" className="button" onClick={() => setQuery('')}>
            Clear the search
          </button>
        </EmptyPanel>
      ) : (
        <TokenTable tokens={visible} sort={sort} onSort={onSort} onDelete={onDelete} deleteUnavailable={deleteUnavailable} now={now} caption={`Tokens of ${accountLabel}`} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete token “${toDelete?.description ?? ''}”?`}
        description={toDelete && <DeleteWarning token={toDelete} accountLabel={accountLabel} now={now} />}
        confirmLabel="Delete token"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </>
  );
}

function DeleteWarning({ token, accountLabel, now }: { token: Pat; accountLabel: string; now: Date }) {
  const use = lastUseOf(token, accountLabel, now);
  return (
    <>
      <p className={use.recent ? 'sa-callout sa-callout-warning' : undefined}>{use.text}</p>
      <p>Anything still using this token is refused from the moment it is deleted. This cannot be undone.</p>
    </>
  );
}
