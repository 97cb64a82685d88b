import { useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** A rejection says why, so the author knows what to change. */
export function RejectDialog({ onReject, onClose }: { onReject: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Reject this change request?"
      description={<p>A rejected request is closed: nothing in it will apply. Say why, for its author.</p>}
      confirmLabel="Reject"
      tone="danger"
      onConfirm={() => (reason.trim() === '' ? setMissing(true) : onReject(reason.trim()))}
    >
      <div className="cr-field">
        <label htmlFor="cr-reject-reason">Reason</label>
        <textarea
          id="cr-reject-reason" rows={3} maxLength={1000} value={reason}
          aria-invalid={missing || undefined} aria-describedby={missing ? 'cr-reject-missing' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {missing && <p id="cr-reject-missing" className="field-error">Give a reason.</p>}
      </div>
    </ConfirmDialog>
  );
}
