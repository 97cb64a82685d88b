import { useEffect, useRef } from 'react';

/**
 * Performance marks for `npm run bench` (README, Performance): `flags:first-rows` when the first
 * rows of loaded data are on screen, and a `flags:filter` measure from a filter change
 * (markFilterStart) to the rows it yields being committed.
 */
export const marks = {
  firstRows: 'flags:first-rows',
  filterStart: 'flags:filter-start',
  filterEnd: 'flags:filter-end',
  filter: 'flags:filter',
} as const;

export function markFilterStart(): void {
  performance.clearMarks(marks.filterStart);
  performance.mark(marks.filterStart);
}

export function useRenderMarks(rows: readonly unknown[]): void {
  const firstRowsMarked = useRef(false);
  useEffect(() => {
    if (!firstRowsMarked.current && rows.length > 0) {
      firstRowsMarked.current = true;
      performance.mark(marks.firstRows);
    }
    if (performance.getEntriesByName(marks.filterStart, 'mark').length > 0) {
      performance.mark(marks.filterEnd);
      performance.measure(marks.filter, marks.filterStart, marks.filterEnd);
      performance.clearMarks(marks.filterStart);
    }
  }, [rows]);
}
