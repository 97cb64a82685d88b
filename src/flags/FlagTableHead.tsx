import type { Environment } from '../../contract';
import type { FlagQuery, SortKey } from './flagQuery';

interface FlagTableHeadProps {
  environments: readonly Environment[];
  showDependencies: boolean;
  query: Pick<FlagQuery, 'sort' | 'direction'>;
  onSort?: (sort: SortKey) => void;
}

const ariaSort = (key: SortKey, query: FlagTableHeadProps['query']) =>
  query.sort === key ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined;

const columnWidths = { name: 280, type: 110, tags: 170, lifecycle: 100, created: 130, dependencies: 150, environment: 120 };

/** The width below which the table scrolls sideways instead of squeezing the name column. */
export function minimumTableWidth(environmentCount: number, showDependencies: boolean): number {
  const { name, type, tags, lifecycle, created, dependencies, environment } = columnWidths;
  return name + type + tags + lifecycle + created + (showDependencies ? dependencies : 0) + environment * environmentCount;
}

/**
 * Column widths are fixed so virtualized rows never make the columns jump while scrolling. The
 * switches come right after the name: on a narrow window the matrix stays in view and the
 * details scroll sideways.
 */
export function FlagColumns({ environments, showDependencies }: Pick<FlagTableHeadProps, 'environments' | 'showDependencies'>) {
  return (
    <colgroup>
      <col className="col-name" />
      {environments.map((environment) => (
        <col key={environment.name} className="col-environment" />
      ))}
      <col className="col-type" />
      <col className="col-tags" />
      <col className="col-lifecycle" />
      <col className="col-created" />
      {showDependencies && <col className="col-dependencies" />}
    </colgroup>
  );
}

export function FlagTableHead({ environments, showDependencies, query, onSort }: FlagTableHeadProps) {
  const sortable = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={ariaSort(key, query)}>
      {onSort ? (
        <button type="button" className="sort-button" onClick={() => onSort(key)}>
          {label}
          <span aria-hidden="true" className="sort-arrow">
            {query.sort === key ? (query.direction === 'asc' ? '▲' : '▼') : ''}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );
  return (
    <thead>
      <tr aria-rowindex={1}>
        {sortable('name', 'Name')}
        {environments.map((environment) => (
          <th scope="col" key={environment.name} className="environment-header">
            <span className="environment-name" title={environment.name}>{environment.name}</span>
            {environment.type === 'production' && (
              <span className="badge badge-danger" title="Production environment: switching asks first">
                prod<span className="visually-hidden">uction environment</span>
              </span>
            )}
          </th>
        ))}
        {sortable('type', 'Type')}
        <th scope="col">Tags</th>
        <th scope="col">Lifecycle</th>
        {sortable('created', 'Created')}
        {showDependencies && <th scope="col">Dependencies</th>}
      </tr>
    </thead>
  );
}
