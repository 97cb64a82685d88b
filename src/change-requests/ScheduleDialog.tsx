import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatExact } from '../ui/RelativeTime';
import { localInputValue, readLocalInput, scheduleFromInput } from './scheduleTime';

interface ScheduleDialogProps {
  open: boolean;
  environment: string;
  current: string | undefined;
  onSchedule: (scheduledAt: string) => void;
  onClose: () => void;
  /** Shown below the time: the impact preview of the changes, as the flags are now. */
  children?: ReactNode;
}

/** Picks the time to apply at, in the user's own time zone; the service gets it as UTC. */
export function ScheduleDialog({ open, environment, current, onSchedule, onClose, children }: ScheduleDialogProps) {
  const [value, setValue] = useState(() => localInputValue(current ? new Date(current) : new Date(Date.now() + 3_600_000)));
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const result = scheduleFromInput(value, Date.now());
    if ('problem' in result) setProblem(result.problem);
    else onSchedule(result.scheduledAt);
  };
  // The hint names the moment picked; whether it is still to come is the clock's at confirming.
  const picked = readLocalInput(value);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={current ? 'Change the schedule' : 'Schedule the changes'}
      description={<p>The changes apply to <strong>{environment}</strong> at this time, unless a flag has changed by then.</p>}
      confirmLabel="Schedule"
      onConfirm={confirm}
    >
      <div className="cr-field">
        <label htmlFor="cr-schedule-at">Apply at (your time)</label>
        <input
          id="cr-schedule-at" type="datetime-local" step={1} value={value}
          aria-invalid={problem ? true : undefined} aria-describedby="cr-schedule-hint"
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <p id="cr-schedule-hint" className={problem ? 'field-error' : 'muted'}>
          {problem ?? (picked ? formatExact(picked) : 'Pick a date and time.')}
        </p>
      </div>
      {children}
    </ConfirmDialog>
  );
}
