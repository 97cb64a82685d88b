import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isOpenChangeRequestState } from '../../contract';
import { editableChangeRequestStates } from '../../contract/changeRequest';
import { ImpactPreview } from '../audiences';
import { segmentNamesOptions } from '../segments';
import { ErrorPanel } from '../ui/ErrorPanel';
import { LoadingPanel } from '../ui/StatePanels';
import { viewerOptions } from '../viewer/queries';
import { ChangeList } from './ChangeList';
import { Comments } from './Comments';
import { changeRequestOptions } from './queries';
import { proposedChanges, unpreviewedNote } from './proposedChanges';
import { commentBlockedBy } from './requestActions';
import { RequestActions } from './RequestActions';
import { RequestHeader } from './RequestHeader';
import { ReviewStatus } from './ReviewStatus';
import { Timeline } from './Timeline';
import { useRequestMutations } from './useRequestMutations';

const noNames: ReadonlyMap<number, string> = new Map();
const editableStates: readonly string[] = editableChangeRequestStates;
const tokenReasonId = 'cr-token-reason';

/** `/projects/:projectId/change-requests/:id`: what a request changes, its reviews, and what can be done with it. */
export function ChangeRequestPage() {
  const { projectId = '', id: rawId = '' } = useParams();
  const id = /^[1-9]\d*$/.test(rawId) ? Number(rawId) : 0;
  const request = useQuery({ ...changeRequestOptions(projectId, id), enabled: id > 0 });
  const viewer = useQuery(viewerOptions());
  const segmentNames = useQuery(segmentNamesOptions());
  const mutations = useRequestMutations(projectId, id);

  const notFound = `There is no change request #${rawId} in project "${projectId}" that you can see (a draft is visible to its author only), or this service has no change requests.`;
  const error = request.error ?? viewer.error;
  let content;
  if (id === 0) {
    content = <ErrorPanel error={new Error(`"${rawId}" is not a change request number.`)} />;
  } else if (error) {
    content = <ErrorPanel error={error} notFound={notFound} onRetry={() => void Promise.all([request.refetch(), viewer.refetch()])} />;
  } else if (!request.data || !viewer.data) {
    content = <LoadingPanel label="Loading the change request…" />;
  } else {
    const cr = request.data;
    const me = viewer.data;
    const isAuthor = cr.createdBy.id === me.id;
    // What a token may not do (review, comment) is said once, above everything it concerns.
    const tokenReason = commentBlockedBy(me);
    content = (
      <>
        <RequestHeader
          request={cr}
          onRetitle={isAuthor && isOpenChangeRequestState(cr.state) ? (title, done) => mutations.retitle.mutate(title, { onSuccess: done }) : undefined}
          retitling={mutations.retitle.isPending}
          retitleError={mutations.retitle.error}
        />
        {tokenReason && <p id={tokenReasonId} className="cr-note" role="note">{tokenReason}</p>}
        {/* Comments come after the review column in the page, so a narrow window, which shows
            one column, puts the next step above them; a wide one shows them below the changes. */}
        <div className="cr-detail">
          <ChangeList
            request={cr}
            segmentNames={segmentNames.data ?? noNames}
            onDiscard={isAuthor && editableStates.includes(cr.state) ? (changeId) => mutations.discard.mutate(changeId) : undefined}
            discarding={mutations.discard.isPending}
          />
          <aside className="cr-detail-side" aria-label="Review">
            {isOpenChangeRequestState(cr.state) && proposedChanges(cr).length > 0 && (
              <ImpactPreview projectId={cr.project} environment={cr.environment} changes={proposedChanges(cr)} leftOut={unpreviewedNote(cr)} />
            )}
            <RequestActions
              request={cr}
              viewer={me}
              pending={mutations.move.isPending}
              error={mutations.move.error}
              move={(body, done) => mutations.move.mutate(body, { onSettled: done })}
              saidOnPage={tokenReason ? { reason: tokenReason, id: tokenReasonId } : undefined}
            />
            <ReviewStatus request={cr} />
            <Timeline request={cr} />
          </aside>
          <Comments
            request={cr}
            blockedReasonId={tokenReason ? tokenReasonId : undefined}
            pending={mutations.comment.isPending}
            error={mutations.comment.error}
            onComment={(text, done) => mutations.comment.mutate(text, { onSuccess: done })}
          />
        </div>
      </>
    );
  }

  return (
    <section className="page cr-page" aria-labelledby="cr-detail-title">
      {!request.data && <h1 id="cr-detail-title">Change request #{rawId}</h1>}
      {content}
    </section>
  );
}
