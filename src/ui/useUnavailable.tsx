import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/**
 * "Unavailable, and why" for a control the signed-in user may not use (a missing permission):
 * it keeps its place and its place in the tab order, says it is unavailable (aria-disabled),
 * carries the reason as its description, shows the reason on hover and on focus, and does nothing
 * when pressed. A disabled control would drop out of the tab order and keep its reason from
 * keyboard users; a live-looking one would act and then be refused.
 *
 * `props` go onto the control (after its own: they replace its focus, blur and pointer handlers,
 * and `describedBy` names its own description, if it has one); `tip` is rendered beside it. With
 * no reason, both are empty and the control is left alone.
 */
export function useUnavailable(reason: string | undefined, describedBy?: string) {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  if (reason === undefined) return { props: {}, tip: null };
  const show = (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => setAnchor(event.currentTarget.getBoundingClientRect());
  const hide = () => setAnchor(null);
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !anchor) return;
    // The tip goes; a dialog around the control stays open.
    event.stopPropagation();
    hide();
  };
  return {
    props: {
      'aria-disabled': true,
      'aria-describedby': describedBy ? `${describedBy} ${id}` : id,
      'data-unavailable': '',
      onClickCapture: swallow,
      onPointerEnter: show,
      onPointerLeave: hide,
      onFocus: show,
      onBlur: hide,
      onKeyDown: escape,
    },
    tip: <ReasonTip id={id} reason={reason} anchor={anchor} />,
  };
}

/**
 * The reason, always in the page (the control's description), shown as a tip below the control
 * while it is hovered or focused. It is a popover, so the top layer lifts it out of scrolling
 * boxes and dialogs alike.
 */
function ReasonTip({ id, reason, anchor }: { id: string; reason: string; anchor: DOMRect | null }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const tip = ref.current;
    if (!tip || typeof tip.showPopover !== 'function') return;
    if (!anchor) {
      if (tip.matches(':popover-open')) tip.hidePopover();
      return;
    }
    if (!tip.matches(':popover-open')) tip.showPopover();
    const gap = 6;
    const { width, height } = tip.getBoundingClientRect();
    const below = anchor.bottom + gap + height <= window.innerHeight;
    tip.style.top = `${below ? anchor.bottom + gap : anchor.top - gap - height}px`;
    tip.style.left = `${Math.max(gap, Math.min(anchor.left + anchor.width / 2 - width / 2, window.innerWidth - width - gap))}px`;
  }, [anchor]);
  return (
    <span ref={ref} id={id} role="tooltip" popover="manual" className="reason-tip">
      {reason}
    </span>
  );
}
