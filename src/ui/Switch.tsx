import * as RadixSwitch from '@radix-ui/react-switch';

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
  id?: string;
  describedBy?: string;
  className?: string;
}

export function Switch({ checked, onCheckedChange, label, pending = false, disabled = false, id, describedBy, className }: SwitchProps) {
  return (
    <RadixSwitch.Root
      id={id}
      className={className ? `switch ${className}` : 'switch'}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      aria-disabled={pending || disabled || undefined}
      onCheckedChange={(next) => {
        if (!pending) onCheckedChange(next);
      }}
    >
      <RadixSwitch.Thumb className="switch-thumb" />
    </RadixSwitch.Root>
  );
}
