import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { Fragment, useCallback, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode, type UIEvent, type WheelEvent } from 'react';
import type { Environment, Feature } from '../../contract';
import type { FlagList } from './flagList';
import type { FlagListModel } from './flagListModel';
import type { FlagQuery, SortKey } from './flagQuery';
import { FlagRow } from './FlagRow';
import type { FlagSelection } from './bulk/flagSelection';
import type { Exposures } from './selectFlags';
import { isUnused } from './unusedFlags';
import { FlagColumns, FlagTableHead, minimumTableWidth, type SelectAll } from './FlagTableHead';
import type { ChangeRequestEnvironments } from './queries';
import { useRenderMarks } from './renderMarks';
import { usePageOffset } from './usePageOffset';
import { useRovingGrid } from './useRovingGrid';
import { pendingKey } from './useToggleFlag';

interface FlagTableProps {
  model: FlagListModel;
  /** The list `rows` were selected from. */
  shown: FlagList;
  rows: readonly Feature[];
  environments: readonly Environment[];
  projectId: string;
  showDependencies: boolean;
  /** Each flag's evaluations over a day; null where the service does not count them. */
  exposures: Exposures | null;
  /** Flags last evaluated before this instant are stale for that reason (unusedFlags.ts). */
  unusedCutoff: string;
  changeRequestEnvironments: ChangeRequestEnvironments;
  /** Why the user may not use the switches of an environment, by its name. */
  unavailable: ReadonlyMap<string, string>;
  query: Pick<FlagQuery, 'sort' | 'direction'>;
  onSort: (sort: SortKey) => void;
  pending: ReadonlySet<string>;
  onToggle: (feature: Feature, environment: Environment, enabled: boolean) => void;
  selection: FlagSelection;
  /** Selects or unselects a flag; with `order`, the range from the selection's anchor in that order. */
  onSelect: (name: string, order?: readonly Feature[]) => void;
  selectAll: SelectAll;
}

export const rowHeight = 52;
const pageRows = 10;

/**
 * The flag matrix, an ARIA grid: one tab stop, arrow keys between cells (useRovingGrid). The page
 * scrolls, not the table: only the rows in view (and a few around, and the row of the grid's tab
 * stop) are in the DOM, between spacer rows, so 10,000 flags scroll like 30; rows keep a fixed
 * height so the virtualizer never measures. The header is a table of its own that sticks below
 * the app's header and follows the rows sideways; the name column sticks at the left of both.
 *
 * The rows come from a list rendered in the background; the table itself follows the cached list
 * as it changes, and draws a flag edited since (a switch just clicked) as the cache has it, in the
 * frame of the click.
 */
export function FlagTable(props: FlagTableProps) {
  const {
    model, shown, rows, environments, projectId, showDependencies, exposures, unusedCutoff, changeRequestEnvironments, unavailable, query, onSort, pending, onToggle, onSelect,
  } = props;
  const showExposures = exposures !== null;
  const gridRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const columnCount = 6 + (showExposures ? 1 : 0) + (showDependencies ? 1 : 0) + environments.length;
  const grid = useRovingGrid(gridRef, { rows: rows.length + 1, columns: columnCount, pageRows });
  const activeIndex = grid.active.row - 1;
  const scrollMargin = usePageOffset(bodyRef);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // The row holding the tab stop stays in the page, so Tab always finds its way into the grid.
      if (activeIndex < 0 || activeIndex >= range.count || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize: () => rowHeight, overscan: 5, scrollMargin, rangeExtractor });
  useRenderMarks(rows);
  // A shift-click's range runs over the rows shown; the rows are read at the click, so the callback
  // every row holds keeps its identity as the list changes (the rows stay memoised).
  const rowsShown = useRef(rows);
  useLayoutEffect(() => {
    rowsShown.current = rows;
  });
  const select = useCallback((name: string, range: boolean) => onSelect(name, range ? rowsShown.current : undefined), [onSelect]);
  const live = useSyncExternalStore(model.subscribe, model.getList);
  const edits = model.editsSince(shown, live);

  const items = virtualizer.getVirtualItems();
  const minWidth = minimumTableWidth(environments.length, showDependencies, showExposures);
  // Each drawn row starts where the one before it ended (the first where the list begins).
  const endBefore = (index: number) => (index === 0 ? scrollMargin : items[index - 1]!.end);
  const drawnTo = items.length === 0 ? scrollMargin : items[items.length - 1]!.end;
  const spacer = (key: string, height: number): ReactNode =>
    height > 0 && <tr key={key} aria-hidden="true" className="spacer-row"><td colSpan={columnCount} style={{ height }} /></tr>;

  // The rows scroll sideways (swipe, trackpad, Shift+wheel, or a focused cell); the header follows.
  // The header only clips: a second scrolling box would be a tab stop of its own.
  const follow = (event: UIEvent<HTMLDivElement>) => {
    if (headRef.current) headRef.current.scrollLeft = event.currentTarget.scrollLeft;
  };
  const wheelHeader = (event: WheelEvent<HTMLDivElement>) => {
    const sideways = event.deltaX || (event.shiftKey ? event.deltaY : 0);
    if (sideways && bodyRef.current) bodyRef.current.scrollLeft += sideways;
  };

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label="Flags"
      aria-rowcount={rows.length + 1}
      aria-colcount={columnCount}
      className="flag-grid"
      onKeyDown={grid.onKeyDown}
      onFocus={grid.onFocus}
    >
      <div ref={headRef} className="flag-grid-head" onWheel={wheelHeader}>
        <table role="presentation" className="table flag-table" style={{ minWidth }}>
          <FlagColumns environments={environments} showDependencies={showDependencies} showExposures={showExposures} />
          <FlagTableHead
            environments={environments} showDependencies={showDependencies} showExposures={showExposures} query={query} onSort={onSort}
            activeColumn={grid.active.row === 0 ? grid.active.column : -1} selectAll={props.selectAll}
          />
        </table>
      </div>
      <div ref={bodyRef} className="flag-grid-body" onScroll={follow}>
        <table role="presentation" className="table flag-table" style={{ minWidth }}>
          <FlagColumns environments={environments} showDependencies={showDependencies} showExposures={showExposures} />
          <tbody role="rowgroup">
            {items.map((item, index) => {
              const row = rows[item.index]!;
              const feature = edits.get(row.name) ?? row;
              const pendingEnvironments = environments
                .filter((environment) => pending.has(pendingKey(feature.name, environment.name)))
                .map((environment) => environment.name)
                .join('\u0000');
              const gap = item.start - endBefore(index);
              const active = item.index === activeIndex;
              return (
                <Fragment key={feature.name}>
                  {spacer(`before ${feature.name}`, gap)}
                  <FlagRow
                    feature={feature}
                    environments={environments}
                    projectId={projectId}
                    showDependencies={showDependencies}
                    exposures={exposures === null ? null : (exposures.get(feature.name) ?? 0)}
                    unused={isUnused(feature, unusedCutoff)}
                    changeRequestEnvironments={changeRequestEnvironments}
                    pendingEnvironments={pendingEnvironments}
                    unavailable={unavailable}
                    onToggle={onToggle}
                    selected={props.selection.names.has(feature.name)}
                    onSelect={select}
                    rowIndex={item.index + 2}
                    activeColumn={active ? grid.active.column : -1}
                    activeItem={active ? grid.active.item : 0}
                  />
                </Fragment>
              );
            })}
            {spacer('after', virtualizer.getTotalSize() + scrollMargin - drawnTo)}
          </tbody>
        </table>
      </div>
    </div>
  );
}
