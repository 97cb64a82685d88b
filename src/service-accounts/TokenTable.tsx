import { memo } from 'react';
import type { Pat } from '../../contract';
import { ActionButton } from '../ui/ActionButton';
import { RelativeTime } from '../ui/RelativeTime';
import { ExpiryCell } from './ExpiryCell';
import { LastSeenCell, notBefore } from './LastSeenCell';
import { SortableHeader } from './SortableHeader';
import type { TokenSort, TokenSortKey } from './tokenTable';

interface TokenTableProps {
  tokens: readonly Pat[];
  sort: TokenSort;
  onSort: (column: TokenSortKey) => void;
  onDelete: (token: Pat) => void;
  deleteUnavailable?: string | undefined;
  now: Date;
  caption: string;
}

export function TokenTable({ tokens, sort, onSort, onDelete, deleteUnavailable, now, caption }: TokenTableProps) {
  const header = { sort, onSort };
  return (
    <div className="sa-table-scroll">
      <table className="table sa-token-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <SortableHeader column="description" label="Description" {...header} />
            <SortableHeader column="created" label="Created" {...header} />
            <SortableHeader column="seen" label="Last seen" {...header} />
            <SortableHeader column="expires" label="Expires" {...header} />
            <SortableHeader column="id" label="ID" className="sa-numeric" {...header} />
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} now={now} onDelete={onDelete} deleteUnavailable={deleteUnavailable} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Rows only re-render when their token or the clock changes, not on every keystroke in the search.
const TokenRow = memo(function TokenRow({ token, now, onDelete, deleteUnavailable }: { token: Pat; now: Date; onDelete: (token: Pat) => void; deleteUnavailable: string | undefined }) {
  return (
    <tr>
      <th scope="row" className="sa-description">{token.description}</th>
      <td>
        <RelativeTime value={token.createdAt} now={notBefore(now, token.createdAt)} />
      </td>
      <td>
        <LastSeenCell seenAt={token.seenAt} now={now} />
      </td>
      <td>
        <ExpiryCell expiresAt={token.expiresAt} now={now} />
      </td>
      <td className="sa-numeric mono">{token.id}</td>
      <td className="sa-row-actions">
        <ActionButton className="button button-quiet button-small" unavailable={deleteUnavailable} onClick={() => onDelete(token)} aria-label={`Delete token “${token.description}”`}>
          Delete
        </ActionButton>
      </td>
    </tr>
  );
});
