import type { Environment } from '../../contract';
import type { FlagQuery, SortKey } from './flagQuery';

interface FlagTableHeadProps {
  environments: readonly Environment[];
  showDependencies: boolean;
  /** Whether the service counts each flag's exposures over a day (the embedded one does; Unleash does not). */
  showExposures: boolean;
  query: Pick<FlagQuery, 'sort' | 'direction'>;
  onSort?: (sort: SortKey) => void;
  /** The column of the grid's tab stop when it is in this row, else -1. */
  activeColumn?: number;
  /** The checkbox that selects every flag shown (or unselects them), with how many are selected. */
  selectAll?: SelectAll;
}

export interface SelectAll {
  state: 'all' | 'some' | 'none';
  label: string;
  onChange: () => void;
}

const ariaSort = (key: SortKey, query: FlagTableHeadProps['query']) =>
  query.sort === key ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined;

// The columns beside the name, in pixels; the name column takes what is left. Narrow enough that
// the whole table, exposures and dependencies included, fits a 1280 px window beside a scrollbar:
// the count of exposures is short and its heading wraps like an environment's, and the columns
// that already give way (the first tag, a dependency's name) give up the room for it.
const columnWidths = { select: 40, type: 110, tags: 100, lifecycle: 100, created: 110, exposures: 90, dependencies: 120, environment: 120 };

/**
 * The width of the columns beside the name: the table is at least this plus the name's least
 * width (`--flag-name-min` in flags.css, narrower on a phone), and scrolls sideways below that
 * instead of squeezing the name.
 */
export function detailColumnsWidth(environmentCount: number, showDependencies: boolean, showExposures = false): number {
  const { select, type, tags, lifecycle, created, exposures, dependencies, environment } = columnWidths;
  return select + type + tags + lifecycle + created + (showExposures ? exposures : 0) + (showDependencies ? dependencies : 0) + environment * environmentCount;
}

export const minimumTableWidth = (environmentCount: number, showDependencies: boolean, showExposures = false) =>
  `calc(var(--flag-name-min) + ${detailColumnsWidth(environmentCount, showDependencies, showExposures)}px)`;

/**
 * Column widths are fixed so virtualized rows never make the columns jump while scrolling, and so
 * the header's table and the rows' table line up. The switches come right after the name: on a
 * narrow window the matrix stays in view and the details scroll sideways.
 */
export function FlagColumns({ environments, showDependencies, showExposures }: Pick<FlagTableHeadProps, 'environments' | 'showDependencies' | 'showExposures'>) {
  return (
    <colgroup>
      <col style={{ width: columnWidths.select }} />
      <col />
      {environments.map((environment) => (
        <col key={environment.name} style={{ width: columnWidths.environment }} />
      ))}
      <col style={{ width: columnWidths.type }} />
      <col style={{ width: columnWidths.tags }} />
      <col style={{ width: columnWidths.lifecycle }} />
      <col style={{ width: columnWidths.created }} />
      {showExposures && <col style={{ width: columnWidths.exposures }} />}
      {showDependencies && <col style={{ width: columnWidths.dependencies }} />}
    </colgroup>
  );
}

export function FlagTableHead({ environments, showDependencies, showExposures, query, onSort, activeColumn = -1, selectAll }: FlagTableHeadProps) {
  const tab = (column: number) => (column === activeColumn ? 0 : -1);
  // Columns without a control take focus themselves in the grid.
  const plain = (column: number) => (onSort ? { tabIndex: tab(column) } : {});
  const sortable = (key: SortKey, label: string, column: number) => (
    <th scope="col" role="columnheader" aria-sort={ariaSort(key, query)} className={column === 1 ? 'flag-name-cell' : undefined}>
      {onSort ? (
        <button type="button" className="sort-button" tabIndex={tab(column)} onClick={() => onSort(key)}>
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
  const details = 2 + environments.length;
  return (
    <thead role="rowgroup">
      <tr role="row" aria-rowindex={1}>
        <th scope="col" role="columnheader" className="flag-select-cell">
          {selectAll ? (
            <input
              type="checkbox" className="flag-select" aria-label={selectAll.label} tabIndex={tab(0)}
              checked={selectAll.state === 'all'}
              ref={(input) => {
                if (input) input.indeterminate = selectAll.state === 'some';
              }}
              onChange={selectAll.onChange}
            />
          ) : (
            <span className="visually-hidden">Select</span>
          )}
        </th>
        {sortable('name', 'Name', 1)}
        {environments.map((environment, index) => (
          <th scope="col" role="columnheader" key={environment.name} className="environment-header" {...plain(2 + index)}>
            <span className="environment-name" title={environment.name}>{environment.name}</span>
            {environment.type === 'production' && (
              <span className="badge badge-danger" title="Production environment: switching asks first">
                prod<span className="visually-hidden">uction environment</span>
              </span>
            )}
          </th>
        ))}
        {sortable('type', 'Type', details)}
        <th scope="col" role="columnheader" {...plain(details + 1)}>Tags</th>
        <th scope="col" role="columnheader" {...plain(details + 2)}>Lifecycle</th>
        {sortable('created', 'Created', details + 3)}
        {showExposures && sortable('exposures', 'Exposures, 24 h', details + 4)}
        {showDependencies && <th scope="col" role="columnheader" {...plain(details + 4 + (showExposures ? 1 : 0))}>Dependencies</th>}
      </tr>
    </thead>
  );
}
