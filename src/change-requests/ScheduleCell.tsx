import type { Schedule } from '../../contract';
import { RelativeTime } from '../ui/RelativeTime';

/** When a Scheduled request applies, and whether that still stands; a failure says why. */
export function ScheduleCell({ schedule }: { schedule: Schedule | undefined }) {
  if (!schedule) return <span className="muted">—</span>;
  const reason = schedule.reason ?? schedule.failureReason ?? undefined;
  return (
    <div className={`cr-schedule cr-schedule-${schedule.status}`}>
      <RelativeTime value={schedule.scheduledAt} />
      {schedule.status === 'pending' ? (
        <span className="muted"> · pending</span>
      ) : (
        <div className={schedule.status === 'failed' ? 'cr-schedule-problem' : 'muted'}>
          {schedule.status === 'failed' ? 'Failed' : 'Suspended'}
          {reason ? `: ${reason}` : ''}
        </div>
      )}
    </div>
  );
}
