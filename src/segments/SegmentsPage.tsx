import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Segment } from '../../contract/adminRequests';
import { deleteSegment } from '../api/segments';
import { paths } from '../lib/paths';
import { ActionButton } from '../ui/ActionButton';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ErrorPanel } from '../ui/ErrorPanel';
import { describeError } from '../ui/describeError';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { may } from '../viewer/viewer';
import { viewerOptions } from '../viewer/queries';
import { segmentKeys, segmentListOptions, segmentStrategiesOptions } from './queries';
import { SegmentForm } from './SegmentForm';
import { usedBy, type SegmentUse } from './segmentUse';

type Editing = { kind: 'new' } | { kind: 'edit'; segment: Segment } | undefined;

const everywhere = { project: '', environment: '' };

/** The segments: where each is used, and (for those who may) create, edit and delete. */
export function SegmentsPage() {
  const segments = useQuery(segmentListOptions());
  const viewer = useQuery(viewerOptions());
  const [editing, setEditing] = useState<Editing>();
  const uses = useQueries({
    queries: (segments.data ?? []).map((segment) => segmentStrategiesOptions(segment.id)),
  });
  const reasonWithout = (permission: string) =>
    viewer.data && !may(viewer.data, permission, everywhere) ? `You need the "${permission}" permission.` : undefined;

  return (
    <section className="page" aria-labelledby="segments-title">
      <header className="page-header">
        <h1 id="segments-title">Segments</h1>
        <ActionButton className="button button-primary" unavailable={reasonWithout('CREATE_SEGMENT')} onClick={() => setEditing({ kind: 'new' })}>
          New segment
        </ActionButton>
      </header>
      {editing && (
        <SegmentForm
          key={editing.kind === 'edit' ? editing.segment.id : 'new'}
          {...(editing.kind === 'edit' ? { segment: editing.segment } : {})}
          onDone={() => setEditing(undefined)}
        />
      )}
      {segments.isPending && <LoadingPanel label="Loading segments…" />}
      {segments.isError && <ErrorPanel error={segments.error} onRetry={() => void segments.refetch()} />}
      {segments.data?.length === 0 && (
        <EmptyPanel title="No segments yet">
          <p>A segment is a named list of constraints that strategies share.</p>
        </EmptyPanel>
      )}
      {segments.data && segments.data.length > 0 && (
        <table className="table segments-table" aria-labelledby="segments-title">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Description</th>
              <th scope="col">Constraints</th>
              <th scope="col">Used by</th>
              <th scope="col"><span className="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {segments.data.map((segment, index) => (
              <SegmentRow
                key={segment.id}
                segment={segment}
                use={usedBy(uses[index])}
                updateUnavailable={reasonWithout('UPDATE_SEGMENT')}
                deleteUnavailable={reasonWithout('DELETE_SEGMENT')}
                onEdit={() => setEditing({ kind: 'edit', segment })}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface SegmentRowProps {
  segment: Segment;
  use: SegmentUse;
  updateUnavailable: string | undefined;
  deleteUnavailable: string | undefined;
  onEdit: () => void;
}

function SegmentRow({ segment, use, updateUnavailable, deleteUnavailable, onEdit }: SegmentRowProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteSegment(segment.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: segmentKeys.all }),
  });
  const inUse = use.state === 'known' && use.flags.length > 0
    ? `In use by ${use.flags.map((flag) => flag.featureName).join(', ')}: remove it from their strategies first.`
    : undefined;

  return (
    <tr>
      <th scope="row">{segment.name}</th>
      <td>{segment.description}</td>
      <td>{segment.constraints.length}</td>
      <td>
        {use.state === 'loading' && <span className="muted">…</span>}
        {use.state === 'unknown' && <span className="muted">Unknown</span>}
        {use.state === 'known' && use.flags.length === 0 && <span className="muted">Not used</span>}
        {use.state === 'known' && use.flags.length > 0 && (
          <ul className="segment-uses" aria-label={`Flags using ${segment.name}`}>
            {use.flags.map((flag) => (
              <li key={`${flag.projectId}/${flag.featureName}`}>
                <Link to={paths.flag(flag.projectId, flag.featureName)}>{flag.featureName}</Link>
              </li>
            ))}
          </ul>
        )}
        {remove.isError && (
          <p role="alert" className="field-error">{describeError(remove.error).message}</p>
        )}
      </td>
      <td>
        <ActionButton className="button button-small" unavailable={updateUnavailable} onClick={onEdit} aria-label={`Edit ${segment.name}`}>
          Edit
        </ActionButton>{' '}
        <ActionButton
          className="button button-small button-danger"
          unavailable={deleteUnavailable ?? inUse}
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${segment.name}`}
        >
          Delete
        </ActionButton>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete ${segment.name}?`}
          description="No strategy uses it; deleting it cannot be undone."
          confirmLabel="Delete segment"
          tone="danger"
          onConfirm={() => {
            setConfirming(false);
            remove.mutate();
          }}
        />
      </td>
    </tr>
  );
}
