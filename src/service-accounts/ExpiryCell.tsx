import { formatExact } from '../ui/RelativeTime';
import { expiryLabel, expiryStatus } from './tokenExpiry';

/** "Expired" and "Expires in 3 days" stand out as badges; the exact instant is on hover. */
export function ExpiryCell({ expiresAt, now }: { expiresAt: string; now: Date }) {
  const status = expiryStatus(expiresAt, now);
  const { text, tone } = expiryLabel(status);
  const exact = status.kind === 'never' ? 'Does not expire' : formatExact(status.expiresAt);
  const className = tone === 'danger' ? 'badge badge-danger' : tone === 'warning' ? 'badge badge-warning' : tone === 'muted' ? 'muted' : undefined;
  return (
    <time dateTime={expiresAt} title={exact} className={className}>
      {text}
    </time>
  );
}
