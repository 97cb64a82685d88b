import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { AuditEvent } from '../../contract/events';
import { DiffTable } from '../ui/DiffTable';
import { FocusableTime } from '../ui/FocusableTime';
import { eventDiff } from './eventDiff';
import { eventSentence, sentenceText, skippedApprovals } from './eventSentence';
import { EventSentence } from './EventSentence';
import { ActionButton } from '../ui/ActionButton';
import { viewerOptions } from '../viewer/queries';
import { may } from '../viewer/viewer';
import { isRevertable, revertPermission } from './revertPlan';

// Its own chunk: most visits to History revert nothing.
const RevertDialog = lazy(() => import('./RevertDialog').then((module) => ({ default: module.RevertDialog })));

interface EventItemProps {
  event: AuditEvent;
  segmentNames: ReadonlyMap<number, string>;
}

/** One event: its sentence, when (exact on hover and focus), and what it changed behind a disclosure. */
export function EventItem({ event, segmentNames }: EventItemProps) {
  const [open, setOpen] = useState(false);
  const parts = eventSentence(event);
  const sentence = sentenceText(parts);
  const rows = eventDiff(event, segmentNames);
  const skipped = skippedApprovals(event);
  const diffId = `history-diff-${event.id}`;
  const [reverting, setReverting] = useState(false);
  const viewer = useQuery(viewerOptions()).data;
  const permission = revertPermission[event.type];
  const revertable = isRevertable(event) && permission !== undefined;
  const unavailable = revertable && viewer && permission && !may(viewer, permission, { project: event.project ?? '', environment: event.environment ?? '' })
    ? `You need the ${permission} permission in ${event.environment ?? ''}.` : undefined;
  return (
    <article className="history-event" aria-label={sentence}>
      <p className="history-sentence">
        <EventSentence parts={parts} />
      </p>
      <div className="history-meta">
        <FocusableTime value={event.createdAt} />
        <code className="muted">{event.type}</code>
        {skipped !== undefined && <span className="badge badge-warning">Approvals skipped</span>}
        {rows && (
          <button type="button" className="button button-small button-quiet" aria-expanded={open} aria-controls={diffId} onClick={() => setOpen(!open)}>
            {open ? 'Hide changes' : 'Show changes'}
            <span className="visually-hidden">: {sentence}</span>
          </button>
        )}
        {revertable && (
          <ActionButton className="button button-small" aria-label={`Revert: ${sentence}`} unavailable={unavailable} onClick={() => setReverting(true)}>
            Revert
          </ActionButton>
        )}
      </div>
      {reverting && (
        <Suspense fallback={null}>
          <RevertDialog event={event} sentence={sentence} onClose={() => setReverting(false)} />
        </Suspense>
      )}
      {rows && (
        <div id={diffId} className="history-diff" hidden={!open}>
          {open && <DiffTable diff={{ summary: sentence, rows }} beforeLabel="Before" afterLabel="After" />}
        </div>
      )}
    </article>
  );
}
