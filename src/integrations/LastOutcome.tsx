import { useQuery } from '@tanstack/react-query';
import { describeError } from '../ui/describeError';
import { RelativeTime } from '../ui/RelativeTime';
import { lastOutcomeOptions } from './queries';

const stateWords = { success: 'Delivered', failed: 'Failed', successWithErrors: 'Delivered with errors' } as const;

/** What the integration's last delivery attempt came to, when, and why (Unleash's integration events: admins only). */
export function LastOutcome({ id, admin }: { id: number; admin: boolean }) {
  const outcome = useQuery({ ...lastOutcomeOptions(id), enabled: admin });
  if (!admin) return <span className="muted">Admins only</span>;
  if (outcome.isPending) return <span className="muted">Reading…</span>;
  if (outcome.isError) return <span className="field-error">{describeError(outcome.error, { unavailable: 'This service keeps no delivery outcomes.' }).message}</span>;
  if (outcome.data === null) return <span className="muted">Nothing sent yet</span>;
  const { state, createdAt, stateDetails } = outcome.data;
  return (
    <div className="integration-outcome">
      <span className={`integration-state integration-state-${state}`}>{stateWords[state]}</span> <RelativeTime value={createdAt} />
      <p className="muted integration-hint">{stateDetails}</p>
    </div>
  );
}
