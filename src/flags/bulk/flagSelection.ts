/**
 * Which flags of the Flags page are selected for a bulk change, by name, and the anchor a
 * shift-click extends a range from (the last flag clicked alone). A selection outlives a filter:
 * what it holds is named in the bulk bar however the list is filtered.
 */
export interface FlagSelection {
  names: ReadonlySet<string>;
  anchor: string | undefined;
}

export const emptySelection: FlagSelection = { names: new Set(), anchor: undefined };

export function toggleFlag(selection: FlagSelection, name: string): FlagSelection {
  const names = new Set(selection.names);
  if (!names.delete(name)) names.add(name);
  return { names, anchor: name };
}

/**
 * A shift-click on `name`: every flag from the anchor to it, in the order shown, takes the state
 * the anchor has (selected, or not). Without an anchor in view, it is a click alone.
 */
export function extendTo(selection: FlagSelection, name: string, order: readonly { name: string }[]): FlagSelection {
  const from = selection.anchor === undefined ? -1 : order.findIndex((flag) => flag.name === selection.anchor);
  const to = order.findIndex((flag) => flag.name === name);
  if (from < 0 || to < 0 || selection.anchor === undefined) return toggleFlag(selection, name);
  const select = selection.names.has(selection.anchor);
  const names = new Set(selection.names);
  for (let index = Math.min(from, to); index <= Math.max(from, to); index += 1) {
    const flag = order[index]!.name;
    if (select) names.add(flag);
    else names.delete(flag);
  }
  return { names, anchor: selection.anchor };
}

/** How many of `rows` are selected: all, some or none, for the header's checkbox. */
export function selectedAmong(selection: FlagSelection, rows: readonly { name: string }[]): 'all' | 'some' | 'none' {
  if (selection.names.size === 0) return 'none';
  let count = 0;
  for (const row of rows) if (selection.names.has(row.name)) count += 1;
  if (count === 0) return 'none';
  return count === rows.length ? 'all' : 'some';
}

/** Every flag of `rows` added to the selection (or, with `select` false, taken out). */
export function selectRows(selection: FlagSelection, rows: readonly { name: string }[], select = true): FlagSelection {
  const names = new Set(selection.names);
  for (const row of rows) {
    if (select) names.add(row.name);
    else names.delete(row.name);
  }
  return { names, anchor: selection.anchor };
}
