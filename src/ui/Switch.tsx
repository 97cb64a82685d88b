import { useUnavailable } from './useUnavailable';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** What a screen reader announces ("checkout-v2 in production"); the state comes from aria-checked. */
  label: string;
  /**
   * A change is on its way to the service: the switch shows it and ignores further presses, but
   * stays focusable (a disabled button would drop keyboard focus to the page).
   */
  pending?: boolean;
  disabled?: boolean;
  /** Why the signed-in user may not use this switch (useUnavailable); undefined when they may. */
  unavailable?: string | undefined;
  id?: string;
  describedBy?: string;
  className?: string;
  /** For a composite widget that moves focus itself (a grid's roving tab stop). */
  tabIndex?: number;
}

/**
 * The WAI-ARIA switch: a button with role="switch" and aria-checked, which Space and Enter press
 * like any button. A plain element on purpose: the Flags page mounts a hundred of these as rows
 * scroll or a filter changes, and Radix's switch (a context, a hidden form input and a resize
 * observer each) made that a third of the frame. Only an unavailable switch takes hooks.
 */
export function Switch(props: SwitchProps) {
  if (props.unavailable !== undefined) return <UnavailableSwitch {...props} reason={props.unavailable} />;
  const { checked, onCheckedChange, label, pending = false, disabled = false, id, describedBy, className, tabIndex } = props;
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      id={id}
      className={className ? `switch ${className}` : 'switch'}
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      aria-disabled={pending || disabled || undefined}
      disabled={disabled}
      tabIndex={tabIndex}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      onClick={() => {
        if (!pending) onCheckedChange(!checked);
      }}
    >
      <span className="switch-thumb" data-state={state} />
    </button>
  );
}

function UnavailableSwitch({ checked, label, id, describedBy, className, tabIndex, reason }: SwitchProps & { reason: string }) {
  const { props, tip } = useUnavailable(reason, describedBy);
  const state = checked ? 'checked' : 'unchecked';
  return (
    <>
      <button
        type="button"
        role="switch"
        id={id}
        className={className ? `switch ${className}` : 'switch'}
        aria-checked={checked}
        aria-label={label}
        tabIndex={tabIndex}
        data-state={state}
        {...props}
      >
        <span className="switch-thumb" data-state={state} />
      </button>
      {tip}
    </>
  );
}
