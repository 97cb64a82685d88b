import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useSyncExternalStore } from 'react';
import type { Environment, Feature } from '../../contract';
import type { FlagList } from './flagList';
import type { FlagListModel } from './flagListModel';
import type { FlagQuery, SortKey } from './flagQuery';
import { FlagRow } from './FlagRow';
import { FlagColumns, FlagTableHead, minimumTableWidth } from './FlagTableHead';
import { useRenderMarks } from './renderMarks';
import { pendingKey } from './useToggleFlag';

interface FlagTableProps {
  model: FlagListModel;
  /** The list `rows` were selected from. */
  shown: FlagList;
  rows: readonly Feature[];
  environments: readonly Environment[];
  projectId: string;
  showDependencies: boolean;
  changeRequestEnvironments: ReadonlySet<string>;
  query: Pick<FlagQuery, 'sort' | 'direction'>;
  onSort: (sort: SortKey) => void;
  pending: ReadonlySet<string>;
  onToggle: (feature: Feature, environment: Environment, enabled: boolean) => void;
}

export const rowHeight = 52;

/**
 * The flag matrix. Only the rows in view (and a few around) are in the DOM, between two spacer
 * rows, so 10,000 flags scroll like 30; rows keep a fixed height so the virtualizer never measures.
 *
 * The rows come from a list rendered in the background; the table itself follows the cached list
 * as it changes, and draws a flag edited since (a switch just clicked) as the cache has it, in the
 * frame of the click.
 */
export function FlagTable({ model, shown, rows, environments, projectId, showDependencies, changeRequestEnvironments, query, onSort, pending, onToggle }: FlagTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 5,
    initialRect: { width: 1200, height: 800 },
  });
  useRenderMarks(rows);
  const live = useSyncExternalStore(model.subscribe, model.getList);
  const edits = model.editsSince(shown, live);

  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = 5 + (showDependencies ? 1 : 0) + environments.length;

  return (
    <div ref={scrollRef} className="flag-table-scroll">
      <table
        className="table flag-table"
        aria-rowcount={rows.length + 1}
        aria-label="Flags"
        style={{ minWidth: minimumTableWidth(environments.length, showDependencies) }}
      >
        <FlagColumns environments={environments} showDependencies={showDependencies} />
        <FlagTableHead environments={environments} showDependencies={showDependencies} query={query} onSort={onSort} />
        <tbody>
          {top > 0 && <tr aria-hidden="true" className="spacer-row"><td colSpan={columnCount} style={{ height: top }} /></tr>}
          {items.map((item) => {
            const row = rows[item.index]!;
            const feature = edits.get(row.name) ?? row;
            const pendingEnvironments = environments
              .filter((environment) => pending.has(pendingKey(feature.name, environment.name)))
              .map((environment) => environment.name)
              .join('\u0000');
            return (
              <FlagRow
                key={feature.name}
                feature={feature}
                environments={environments}
                projectId={projectId}
                showDependencies={showDependencies}
                changeRequestEnvironments={changeRequestEnvironments}
                pendingEnvironments={pendingEnvironments}
                onToggle={onToggle}
                rowIndex={item.index + 2}
              />
            );
          })}
          {bottom > 0 && <tr aria-hidden="true" className="spacer-row"><td colSpan={columnCount} style={{ height: bottom }} /></tr>}
        </tbody>
      </table>
    </div>
  );
}
