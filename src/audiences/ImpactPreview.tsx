import { useQuery } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore } from 'react';
import type { AddChangeBody } from '../../contract/changeRequestRequests';
import type { ImpactRequest } from '../../contract/impact';
import { isApiError } from '../api';
import { recentContexts, recentContextsStore } from '../evaluation-contexts/recentContexts';
import { describeError } from '../ui/describeError';
import { chanceAudiences, impactSentences, impactSummary } from './impactWords';
import { impactOptions } from './queries';
import { previewContextsOf } from './recentPreviewContexts';
import './audiences.css';

interface ImpactPreviewProps {
  projectId: string;
  environment: string;
  /** The proposed changes, as a change request takes them. */
  changes: readonly AddChangeBody[];
  /** Contexts to check beside the saved audiences; the playground's recent ones without. */
  contexts?: ImpactRequest['contexts'];
  /** What the changes hold that the preview cannot weigh, said under it. */
  leftOut?: string | undefined;
}

/**
 * Who a change affects, before it is saved or approved: the saved audiences (and the contexts
 * given) whose answer the change turns, evaluated by the service against the configuration
 * before and after it. Announced politely as it arrives, so a dialog's question is read first.
 */
export function ImpactPreview({ projectId, environment, changes, contexts, leftOut }: ImpactPreviewProps) {
  const [store] = useState(() => recentContextsStore());
  const entries = useSyncExternalStore(store.subscribe, store.entries);
  const checked = contexts ?? previewContextsOf(recentContexts(entries));
  const request: ImpactRequest = { changes: [...changes], ...(checked.length > 0 ? { contexts: checked } : {}) };
  const preview = useQuery({ ...impactOptions(projectId, environment, request), enabled: changes.length > 0 });
  const headingId = useId();

  let body;
  if (preview.isPending) body = <p className="muted">Checking the saved audiences…</p>;
  else if (preview.isError) {
    // Unleash has no such route: in front of one (upstream mode) the preview answers 404.
    body = isApiError(preview.error) && preview.error.kind === 'NotFound'
      ? <p className="muted">The impact preview needs Flagdeck&rsquo;s embedded flag service, which keeps the saved audiences; this service has none.</p>
      : <p className="muted">The impact could not be previewed: {describeError(preview.error).message}</p>;
  } else {
    const sentences = impactSentences(preview.data.audiences);
    const chance = chanceAudiences(preview.data);
    body = (
      <>
        <p className="impact-summary">{impactSummary(preview.data)}</p>
        {sentences.length > 1 && (
          <ul>
            {sentences.map((sentence) => <li key={sentence}>{sentence}.</li>)}
          </ul>
        )}
        {chance.length > 0 && (
          <p className="muted">Chance decides some answers for {chance.join(', ')} (a random rollout, or no session): an SDK may answer otherwise.</p>
        )}
      </>
    );
  }
  return (
    <section className="impact-preview" aria-labelledby={headingId} aria-live="polite" aria-busy={preview.isPending || undefined}>
      <h3 id={headingId}>Impact on saved audiences</h3>
      {body}
      {leftOut && <p className="muted">{leftOut}</p>}
    </section>
  );
}
