import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

interface ValueListProps {
  values: readonly string[];
  /** The list's accessible name ("Values of constraint 1"). */
  label: string;
  onRemove: (index: number) => void;
  /** The last value went: focus has to go somewhere that stays. */
  onEmptied: () => void;
}

const rowHeight = 32;
const rowsInView = 8;
const viewHeight = rowHeight * rowsInView;

/**
 * A constraint's values, thousands of them if pasted so: only the rows in view are drawn. The list
 * is one tab stop (the remove button of the value last visited, always drawn); arrow keys, Page
 * Up/Down, Home and End move between values, Delete or Backspace removes one, and focus stays at
 * that place in the list.
 */
export function ValueList({ values, label, onRemove, onEmptied }: ValueListProps) {
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // Where focus goes once that row is drawn: set by a key or a removal, taken by the row's button.
  const focusAt = useRef<number | undefined>(undefined);
  const current = Math.min(active, Math.max(values.length - 1, 0));
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return current >= range.count || indexes.includes(current) ? indexes : [...indexes, current].sort((a, b) => a - b);
    },
    [current],
  );
  const virtualizer = useVirtualizer({
    count: values.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    rangeExtractor,
    // Rows of one height in a box of at most eight, both set here: the box needs no measuring.
    initialRect: { width: 0, height: viewHeight },
    observeElementRect: (_instance, notify) => notify({ width: 0, height: viewHeight }),
  });

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), values.length - 1);
    focusAt.current = next;
    setActive(next);
    virtualizer.scrollToIndex(next);
  };
  const remove = (index: number) => {
    if (values.length === 1) {
      onRemove(index);
      onEmptied();
      return;
    }
    const next = Math.min(index, values.length - 2);
    focusAt.current = next;
    setActive(next);
    onRemove(index);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1, ArrowUp: index - 1, PageDown: index + rowsInView, PageUp: index - rowsInView, Home: 0, End: values.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) moveTo(target);
    else if (event.key === 'Delete' || event.key === 'Backspace') remove(index);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <div ref={scroller} className="value-list" style={{ maxHeight: viewHeight }}>
        <ul aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const value = values[item.index] ?? '';
            return (
              <li key={item.key} aria-setsize={values.length} aria-posinset={item.index + 1} style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}>
                <span className="value-text">{value}</span>
                <button
                  type="button" className="value-remove" aria-label={`Remove ${value}`} aria-describedby={hintId}
                  tabIndex={item.index === current ? 0 : -1}
                  ref={(button) => {
                    if (button && focusAt.current === item.index) {
                      focusAt.current = undefined;
                      button.focus();
                    }
                  }}
                  onFocus={() => setActive(item.index)}
                  onKeyDown={(event) => onKeyDown(event, item.index)}
                  onClick={() => remove(item.index)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p id={hintId} className="muted value-list-hint">Arrow keys move between the values; Delete removes one.</p>
    </>
  );
}
