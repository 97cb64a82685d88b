import type { TokenSort, TokenSortKey } from './tokenTable';

interface SortableHeaderProps {
  column: TokenSortKey;
  label: string;
  sort: TokenSort;
  onSort: (column: TokenSortKey) => void;
  className?: string;
}

/** A column header that sorts the table; `aria-sort` tells screen readers which way it is sorted. */
export function SortableHeader({ column, label, sort, onSort, className }: SortableHeaderProps) {
  const active = sort.key === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button type="button" className="sa-sort" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className={active ? 'sa-sort-arrow sa-sort-arrow-active' : 'sa-sort-arrow'}>
          {active && sort.direction === 'asc' ? '▲' : '▼'}
        </span>
      </button>
    </th>
  );
}
