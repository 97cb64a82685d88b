import { useSyncExternalStore } from 'react';
import { confirmedInWords, type ToggleStatus } from './toggleStatus';

/**
 * "checkout-v2 off in staging · Undo" once the service has confirmed a switch. The live region is
 * always in the page, so a screen reader announces what appears in it; it sits right after the
 * grid, so Tab from the grid reaches Undo.
 */
export function ToggleStatusLine({ status, onUndo }: { status: ToggleStatus; onUndo: () => void }) {
  const confirmed = useSyncExternalStore(status.subscribe, status.get);
  return (
    <div role="status" aria-label="Last switch" className={confirmed ? 'toggle-status toggle-status-shown' : 'toggle-status'}>
      {confirmed && (
        <>
          <span>{confirmedInWords(confirmed)}</span>
          <span aria-hidden="true">·</span>
          <button type="button" className="button button-quiet button-small" onClick={onUndo}>
            Undo
          </button>
        </>
      )}
    </div>
  );
}
