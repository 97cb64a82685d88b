import type { ChangeRequest } from '../../contract';
import { RelativeTime } from '../ui/RelativeTime';

/** Approvals against the minimum, who approved, who rejected and why. */
export function ReviewStatus({ request }: { request: ChangeRequest }) {
  const approvals = request.approvals ?? [];
  const rejections = request.rejections ?? [];
  const reached = Math.min(approvals.length, request.minApprovals);
  return (
    <section className="panel cr-review" aria-labelledby="cr-review-title">
      <h2 id="cr-review-title" className="panel-title">Approvals</h2>
      <p className="cr-approval-count">
        <strong>{approvals.length} of {request.minApprovals}</strong> <span className="muted">required</span>
      </p>
      <div className="cr-meter" role="meter" aria-label="Approvals" aria-valuemin={0} aria-valuemax={request.minApprovals} aria-valuenow={reached}>
        <span style={{ width: `${(reached / Math.max(1, request.minApprovals)) * 100}%` }} />
      </div>
      {approvals.length > 0 && (
        <ul className="cr-people">
          {approvals.map((approval, index) => (
            <li key={`${approval.createdBy?.id ?? index}`}>
              <span className="cr-tick" aria-hidden="true">✓</span> {approval.createdBy?.username ?? 'someone'}
              {approval.createdAt && <span className="muted"> · <RelativeTime value={approval.createdAt} /></span>}
            </li>
          ))}
        </ul>
      )}
      {(request.withdrawnApprovals ?? []).length > 0 && (
        <div className="cr-withdrawn" role="note">
          <strong>
            {request.withdrawnApprovals?.length === 1 ? 'An approval was withdrawn' : `${request.withdrawnApprovals?.length} approvals were withdrawn`}
          </strong>
          <ul>
            {[...new Map((request.withdrawnApprovals ?? []).map((approval) => [approval.withdrawnReason, approval])).values()].map((approval) => (
              <li key={approval.withdrawnReason}>{approval.withdrawnReason}</li>
            ))}
          </ul>
          <p className="muted">An approval is for the changes as they were when it was given; these need approving again.</p>
        </div>
      )}
      {rejections.map((rejection, index) => (
        <div key={`${rejection.createdBy?.id ?? index}`} className="cr-rejection">
          <strong>Rejected by {rejection.createdBy?.username ?? 'someone'}</strong>
          {rejection.createdAt && <span className="muted"> · <RelativeTime value={rejection.createdAt} /></span>}
          {rejection.reason && <p>{rejection.reason}</p>}
        </div>
      ))}
    </section>
  );
}
