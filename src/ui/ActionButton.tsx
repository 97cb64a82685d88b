import type { ButtonHTMLAttributes } from 'react';
import { useUnavailable } from './useUnavailable';

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Why the signed-in user may not use it (the missing permission); undefined when they may. */
  unavailable?: string | undefined;
}

/** A button that writes something: available, or unavailable with its reason (useUnavailable). */
export function ActionButton({ unavailable, type = 'button', 'aria-describedby': describedBy, ...props }: ActionButtonProps) {
  const { props: unavailableProps, tip } = useUnavailable(unavailable, describedBy);
  return (
    <>
      <button type={type} aria-describedby={describedBy} {...props} {...unavailableProps} />
      {tip}
    </>
  );
}
