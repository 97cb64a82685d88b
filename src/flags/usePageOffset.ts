import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How far below the top of the page an element starts: where a list virtualized on the window
 * scroll begins. Measured again whenever the page above it may have moved it (a notice, a toolbar
 * that wraps on a narrow window), which shows as a change of size of the element's parent.
 */
export function usePageOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    const parent = element?.parentElement?.parentElement;
    if (!element || !parent) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    // Every browser has it; a test DOM (jsdom) lays nothing out, and measures once.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(parent);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
