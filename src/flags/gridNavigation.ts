/**
 * Keyboard movement in the flag grid (the WAI-ARIA grid pattern): the grid is one tab stop, and
 * arrow keys, Home/End and Page Up/Down move between its cells. A cell holding several controls (a
 * switch and the mark of a change waiting for it) is crossed control by control with Left and
 * Right. Row 0 is the header row.
 */
export interface GridPosition {
  row: number;
  column: number;
  /** Which of the cell's controls (0 for a cell that holds none: the cell itself takes focus). */
  item: number;
}

export interface GridShape {
  /** Rows, the header row included. */
  rows: number;
  columns: number;
  /** Rows a page key moves. */
  pageRows: number;
  /** How many controls the cell at `column` of the current row holds (at least 1: the cell). */
  itemsAt: (column: number) => number;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/** Where a key moves from `at`, or undefined for a key the grid leaves to the control. */
export function nextPosition(key: string, withCtrl: boolean, at: GridPosition, shape: GridShape): GridPosition | undefined {
  const lastRow = shape.rows - 1;
  const lastColumn = shape.columns - 1;
  const inRow = (row: number): GridPosition => ({ row: clamp(row, 0, lastRow), column: at.column, item: 0 });
  switch (key) {
    case 'ArrowRight':
      if (at.item + 1 < shape.itemsAt(at.column)) return { ...at, item: at.item + 1 };
      return { ...at, column: Math.min(at.column + 1, lastColumn), item: at.column < lastColumn ? 0 : at.item };
    case 'ArrowLeft':
      if (at.item > 0) return { ...at, item: at.item - 1 };
      if (at.column === 0) return at;
      return { ...at, column: at.column - 1, item: shape.itemsAt(at.column - 1) - 1 };
    case 'ArrowDown':
      return inRow(at.row + 1);
    case 'ArrowUp':
      return inRow(at.row - 1);
    case 'PageDown':
      return inRow(at.row + shape.pageRows);
    case 'PageUp':
      return inRow(at.row - shape.pageRows);
    case 'Home':
      return { row: withCtrl ? 0 : at.row, column: 0, item: 0 };
    case 'End':
      return { row: withCtrl ? lastRow : at.row, column: lastColumn, item: 0 };
    default:
      return undefined;
  }
}

/** What takes focus inside a cell: links, buttons (switches too) and the checkbox that selects a row. */
export const cellControls = 'a[href], button, input';

/** The controls of a cell that take focus, in order; the cell itself when it holds none. */
export function cellStops(cell: HTMLTableCellElement): HTMLElement[] {
  const controls = Array.from(cell.querySelectorAll<HTMLElement>(cellControls));
  return controls.length > 0 ? controls : [cell];
}

/** The grid position of a focused element, if it is in a row of the grid. */
export function positionOf(element: Element): GridPosition | undefined {
  const cell = element.closest<HTMLTableCellElement>('th, td');
  const row = cell?.closest('[role="row"][aria-rowindex]');
  if (!cell || !row) return undefined;
  const item = cellStops(cell).indexOf(element instanceof HTMLElement ? element : cell);
  return { row: Number(row.getAttribute('aria-rowindex')) - 1, column: cell.cellIndex, item: Math.max(item, 0) };
}

/** The element to focus for `at` in `grid`, if its row is in the page. */
export function elementAt(grid: HTMLElement, at: GridPosition): HTMLElement | undefined {
  const row = grid.querySelector<HTMLTableRowElement>(`[role="row"][aria-rowindex="${at.row + 1}"]`);
  const cell = row?.cells[at.column];
  if (!cell) return undefined;
  const stops = cellStops(cell);
  return stops[Math.min(at.item, stops.length - 1)];
}
