import type { Segment } from '../../../../contract/adminRequests';

interface SegmentPickerProps {
  segments: readonly Segment[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  problem?: string | undefined;
}

/** The segments a strategy applies to: each one's constraints must hold too. */
export function SegmentPicker({ segments, chosen, onChange, problem }: SegmentPickerProps) {
  if (segments.length === 0 && chosen.length === 0) return null;
  const known = new Set(segments.map((segment) => segment.id));
  return (
    <fieldset className="segment-picker">
      <legend>Segments</legend>
      {segments.map((segment) => (
        <label key={segment.id} className="checkbox">
          <input
            type="checkbox" checked={chosen.includes(segment.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, segment.id] : chosen.filter((id) => id !== segment.id))}
          />
          {segment.name}
          <span className="muted"> · {segment.constraints.length} constraint{segment.constraints.length === 1 ? '' : 's'}</span>
        </label>
      ))}
      {chosen.filter((id) => !known.has(id)).map((id) => <p key={id} className="muted">Segment {id} (not listed by the service)</p>)}
      {problem && <p className="field-error" role="alert">{problem}</p>}
    </fieldset>
  );
}
