import { useId } from 'react';
import { daysFromNow, isoFromLocalInput, localInputValue } from './currentTime';

interface CurrentTimeFieldProps {
  /** As sent: an ISO instant, or whatever the raw view or a link gave. */
  value: string;
  onChange: (value: string) => void;
  refused?: string;
}

const presets = [
  { days: 0, text: 'Now', label: 'Set currentTime to now' },
  { days: 7, text: '+7 days', label: 'Set currentTime to 7 days from now' },
  { days: 30, text: '+30 days', label: 'Set currentTime to 30 days from now' },
];

/** "What will this user see on Monday?": the embedded service evaluates date constraints at this time. */
export function CurrentTimeField({ value, onChange, refused }: CurrentTimeFieldProps) {
  const id = useId();
  const local = localInputValue(value);
  const unreadable = value !== '' && local === '';
  const invalid = Boolean(refused) || unreadable;

  return (
    <div className="field field-current-time">
      <label htmlFor={id} className="mono">
        currentTime
      </label>
      <div className="current-time-row">
        <input
          id={id}
          type="datetime-local"
          value={local}
          onChange={(event) => onChange(isoFromLocalInput(event.target.value))}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-note`}
        />
        {presets.map(({ days, text, label }) => (
          <button key={text} type="button" className="button button-small" aria-label={label} onClick={() => onChange(daysFromNow(days))}>
            {text}
          </button>
        ))}
        {value !== '' && (
          <button type="button" className="button button-small button-quiet" aria-label="Clear currentTime" onClick={() => onChange('')}>
            Clear
          </button>
        )}
      </div>
      <p id={`${id}-note`} className={invalid ? 'field-error' : 'field-note muted'}>
        {refused ?? (unreadable ? `"${value}" is not a date this picker can show; it is sent as given.` : value ? `Sent as ${value}` : 'Empty: the service uses its own clock.')}
      </p>
    </div>
  );
}
