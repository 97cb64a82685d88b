import { useRef, useState } from 'react';
import { textLimits } from '../../contract/limits';
import { CharacterCount } from '../ui/CharacterCount';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** A rejection says why, so the author knows what to change. */
export function RejectDialog({ onReject, onClose }: { onReject: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // Counted as it is sent: trimmed.
  const length = reason.trim().length;
  const tooLong = length > textLimits.comment;
  const describedBy = missing ? 'cr-reject-missing cr-reject-count' : 'cr-reject-count';
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Reject this change request?"
      description={<p>A rejected request is closed: nothing in it will apply. Say why, for its author.</p>}
      confirmLabel="Reject"
      tone="danger"
      onConfirm={() => {
        if (length === 0) setMissing(true);
        else if (tooLong) field.current?.focus();
        else onReject(reason.trim());
      }}
    >
      <div className="cr-field">
        <label htmlFor="cr-reject-reason">Reason</label>
        <textarea
          ref={field} id="cr-reject-reason" rows={3} value={reason}
          aria-invalid={missing || tooLong || undefined} aria-describedby={describedBy}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {missing && <p id="cr-reject-missing" className="field-error">Give a reason.</p>}
        <CharacterCount id="cr-reject-count" length={length} max={textLimits.comment} />
      </div>
    </ConfirmDialog>
  );
}
