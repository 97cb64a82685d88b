import type { ChangeRequestState, Schedule } from '../../contract';

const tones: Record<ChangeRequestState, string> = {
  Draft: 'badge',
  'In review': 'badge badge-warning',
  Approved: 'badge badge-success',
  Scheduled: 'badge badge-accent',
  Applied: 'badge badge-success',
  Rejected: 'badge badge-danger',
  Cancelled: 'badge',
};

/** A request's state; a failed schedule reads as such, so it stands out from the pending ones. */
export function StateBadge({ state, schedule }: { state: ChangeRequestState; schedule?: Pick<Schedule, 'status'> | undefined }) {
  if (state === 'Scheduled' && schedule?.status === 'failed') return <span className="badge badge-danger">Schedule failed</span>;
  if (state === 'Scheduled' && schedule?.status === 'suspended') return <span className="badge badge-warning">Schedule suspended</span>;
  return <span className={tones[state]}>{state}</span>;
}
