import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { cellControls, elementAt, nextPosition, positionOf, type GridPosition } from './gridNavigation';

const start: GridPosition = { row: 1, column: 0, item: 0 };

/**
 * The roving tab stop of a grid (gridNavigation): the position whose control takes tabIndex 0,
 * moved by keys and followed when focus arrives any other way (a click). A key that moves renders
 * the new position (the table keeps its row in the page even when virtualized away), then focuses
 * it, which scrolls it into view.
 */
export function useRovingGrid(gridRef: RefObject<HTMLElement | null>, { rows, columns, pageRows }: { rows: number; columns: number; pageRows: number }) {
  const [active, setActive] = useState<GridPosition>(start);
  const focusWanted = useRef(false);
  // Rows come and go with filters: the tab stop stays in the grid.
  const shown: GridPosition = active.row < rows ? active : { row: Math.max(rows - 1, 0), column: active.column, item: 0 };

  useLayoutEffect(() => {
    if (!focusWanted.current || !gridRef.current) return;
    focusWanted.current = false;
    elementAt(gridRef.current, shown)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.metaKey || event.shiftKey) return;
    const from = event.target instanceof Element ? positionOf(event.target) : undefined;
    const row = from && gridRef.current?.querySelector<HTMLTableRowElement>(`[role="row"][aria-rowindex="${from.row + 1}"]`);
    if (!from || !row) return;
    const itemsAt = (column: number) => {
      const cell = row.cells[column];
      return cell ? Math.max(cell.querySelectorAll(cellControls).length, 1) : 1;
    };
    const next = nextPosition(event.key, event.ctrlKey, from, { rows, columns, pageRows, itemsAt });
    if (!next) return;
    event.preventDefault();
    focusWanted.current = true;
    setActive(next);
    // Within the rows already in the page, focus moves now; the effect covers a row it brings in.
    const target = gridRef.current && elementAt(gridRef.current, next);
    if (target) {
      focusWanted.current = false;
      target.focus();
    }
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const at = positionOf(event.target);
    if (at && (at.row !== shown.row || at.column !== shown.column || at.item !== shown.item)) setActive(at);
  };

  return { active: shown, onKeyDown, onFocus };
}
