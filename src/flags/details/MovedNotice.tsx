import type { DiffRow } from '../../describe/diffRows';
import { DiffTable } from '../../ui/DiffTable';

interface MovedNoticeProps {
  /** "The strategy", "The variants in production". */
  what: string;
  gone: boolean;
  rows: readonly DiffRow[];
  applyLabel: string;
  onApply: () => void;
  onStartFromNow?: (() => void) | undefined;
}

/**
 * Said in an editor whose subject changed since it opened: what changed (as it was when the editor
 * opened beside what it is now), with the person's form kept, and the choice to apply theirs
 * again over it or to start from what is there now.
 */
export function MovedNotice({ what, gone, rows, applyLabel, onApply, onStartFromNow }: MovedNoticeProps) {
  return (
    <div className="moved-notice" role="alert">
      <p>
        <strong>Not saved:</strong> {what} {gone ? 'was deleted' : 'was changed'} by someone else since you opened the editor. Your form is as you left it.
      </p>
      <DiffTable diff={{ summary: `${what}: when you opened the editor, and now`, rows: [...rows] }} beforeLabel="When you opened it" afterLabel="Now" />
      <div className="moved-notice-actions">
        <button type="button" className="button button-small" onClick={onApply}>{applyLabel}</button>
        {onStartFromNow && <button type="button" className="button button-small button-quiet" onClick={onStartFromNow}>Start from theirs</button>}
      </div>
    </div>
  );
}
