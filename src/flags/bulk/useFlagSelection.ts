import { useCallback, useMemo, useState } from 'react';
import type { Feature } from '../../../contract';
import type { SelectAll } from '../FlagTableHead';
import { emptySelection, extendTo, selectRows, selectedAmong, toggleFlag } from './flagSelection';

/**
 * The Flags page's selection for bulk changes: the flags chosen, a stable callback for the rows,
 * the header's "select all" over the rows shown, and the flags chosen as the list has them.
 */
export function useFlagSelection(rows: readonly Feature[], listed: readonly Feature[] | undefined, filtered: boolean) {
  const [selection, setSelection] = useState(emptySelection);
  const onSelect = useCallback((name: string, order?: readonly Feature[]) => {
    setSelection((current) => (order ? extendTo(current, name, order) : toggleFlag(current, name)));
  }, []);
  const state = useMemo(() => selectedAmong(selection, rows), [selection, rows]);
  const count = rows.length.toLocaleString('en');
  const selectAll: SelectAll = {
    state,
    label: state === 'all' ? `Unselect the ${count} flags shown` : filtered ? `Select all ${count} flags matching the filter` : `Select all ${count} flags`,
    onChange: () => setSelection((current) => selectRows(current, rows, state !== 'all')),
  };
  // The flags chosen that the list still holds, in its order: what a bulk change is previewed on.
  const selected = useMemo(
    () => (selection.names.size === 0 || !listed ? [] : listed.filter((flag) => selection.names.has(flag.name))),
    [selection, listed],
  );
  const shownSelected = useMemo(() => (selection.names.size === 0 ? 0 : rows.filter((row) => selection.names.has(row.name)).length), [selection, rows]);
  return {
    selection, onSelect, selectAll, selected, shownSelected,
    selectAllShown: () => setSelection((current) => selectRows(current, rows)),
    clear: () => setSelection(emptySelection),
  };
}
