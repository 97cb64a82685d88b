import type { TableSort } from './tableSort';

interface SortableHeaderProps<K extends string> {
  column: K;
  label: string;
  sort: TableSort<K>;
  onSort: (column: K) => void;
  className?: string;
}

/** A column header that sorts the table; `aria-sort` tells screen readers which way it is sorted. */
export function SortableHeader<K extends string>({ column, label, sort, onSort, className }: SortableHeaderProps<K>) {
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
