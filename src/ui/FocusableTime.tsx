import { formatExactWithZone, formatRelative } from './RelativeTime';
import './FocusableTime.css';

/**
 * A relative time ("5 minutes ago") whose exact time, to the second and with its zone, shows on
 * hover and on keyboard focus alike (a `title` shows on hover only), and is read with it.
 */
export function FocusableTime({ value, now }: { value: string; now?: Date }) {
  const date = new Date(value);
  return (
    <span className="focusable-time" tabIndex={0}>
      <time dateTime={value}>{formatRelative(date, now)}</time>
      <span className="focusable-time-exact">, {formatExactWithZone(date)}</span>
    </span>
  );
}
