import { describe, expect, it } from 'vitest';
import { emptySelection, extendTo, selectRows, selectedAmong, toggleFlag } from './flagSelection';

const rows = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name }));
const names = (selection: { names: ReadonlySet<string> }) => [...selection.names].sort();

describe('selecting flags', () => {
  it('a click selects a flag, a second click unselects it; the flag clicked becomes the anchor', () => {
    const once = toggleFlag(emptySelection, 'b');
    expect(names(once)).toEqual(['b']);
    expect(once.anchor).toBe('b');
    expect(names(toggleFlag(once, 'b'))).toEqual([]);
  });

  it('a shift-click selects the range from the anchor, in the order shown, either way', () => {
    expect(names(extendTo(toggleFlag(emptySelection, 'b'), 'd', rows))).toEqual(['b', 'c', 'd']);
    expect(names(extendTo(toggleFlag(emptySelection, 'd'), 'a', rows))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a shift-click from an unselected anchor unselects the range', () => {
    const all = selectRows(emptySelection, rows);
    expect(names(extendTo(toggleFlag(all, 'b'), 'd', rows))).toEqual(['a', 'e']);
  });

  it('a shift-click with no anchor among the rows shown is a click alone', () => {
    const elsewhere = toggleFlag(emptySelection, 'hidden');
    expect(names(extendTo(elsewhere, 'c', rows))).toEqual(['c', 'hidden']);
    expect(names(extendTo(emptySelection, 'c', rows))).toEqual(['c']);
  });

  it('says whether all, some or none of the rows are selected, and selects or unselects them all', () => {
    expect(selectedAmong(emptySelection, rows)).toBe('none');
    expect(selectedAmong(toggleFlag(emptySelection, 'hidden'), rows)).toBe('none');
    expect(selectedAmong(toggleFlag(emptySelection, 'a'), rows)).toBe('some');
    const all = selectRows(toggleFlag(emptySelection, 'hidden'), rows);
    expect(selectedAmong(all, rows)).toBe('all');
    expect(names(selectRows(all, rows, false))).toEqual(['hidden']);
  });
});
