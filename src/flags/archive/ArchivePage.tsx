import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ArchivedFlag } from '../../../contract/featureLifecycle';
import { changeFlagsIn } from '../../api/featureLifecycle';
import { paths } from '../../lib/paths';
import { invalidateFlagsOf } from '../../lib/queryClient';
import { ActionButton } from '../../ui/ActionButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { describeError } from '../../ui/describeError';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { RelativeTime } from '../../ui/RelativeTime';
import { EmptyPanel, LoadingPanel } from '../../ui/StatePanels';
import { archivedFlagsOptions } from '../lifecycle/queries';
import { useFlagPermissions } from '../lifecycle/useFlagPermissions';

/** A project's archived flags: revived (off in every environment), or deleted for good, which frees the name. */
export function ArchivePage() {
  const { projectId = '' } = useParams();
  const queryClient = useQueryClient();
  const archived = useQuery(archivedFlagsOptions(projectId));
  const permissions = useFlagPermissions(projectId);
  const [deleting, setDeleting] = useState<ArchivedFlag | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ action, name }: { action: 'revive' | 'delete'; name: string }) => changeFlagsIn(projectId, action, [name]),
    onSuccess: async (_answer, { action, name }) => {
      setDeleting(null);
      setNotice(action === 'revive' ? `${name} is revived, off in every environment.` : `${name} is deleted for good.`);
      await invalidateFlagsOf(queryClient, projectId);
    },
  });

  let content;
  if (archived.error) {
    content = <ErrorPanel error={archived.error} onRetry={() => void archived.refetch()} notFound={`There is no project "${projectId}" on this service.`} />;
  } else if (!archived.data) {
    content = <LoadingPanel label="Loading the archive…" />;
  } else if (archived.data.length === 0) {
    content = <EmptyPanel title="No archived flags in this project" />;
  } else {
    content = (
      <table className="archive-table" aria-label="Archived flags">
        <thead>
          <tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Archived</th><th scope="col">Actions</th></tr>
        </thead>
        <tbody>
          {archived.data.map((flag) => (
            <tr key={flag.name}>
              <th scope="row">{flag.name}</th>
              <td>{flag.type ?? '—'}</td>
              <td>{flag.archivedAt ? <RelativeTime value={flag.archivedAt} /> : '—'}</td>
              <td className="archive-actions">
                <ActionButton
                  className="button button-small" aria-label={`Revive ${flag.name}`} unavailable={permissions.update}
                  onClick={() => !act.isPending && act.mutate({ action: 'revive', name: flag.name })}
                >
                  Revive
                </ActionButton>
                <ActionButton className="button button-small button-danger" aria-label={`Delete ${flag.name} for good`} unavailable={permissions.remove} onClick={() => setDeleting(flag)}>
                  Delete
                </ActionButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="page" aria-labelledby="archive-title">
      <header className="page-header">
        <h1 id="archive-title">Archive</h1>
        <span className="muted">project <strong>{projectId}</strong></span>
        <span className="lifecycle-actions">
          <Link className="button button-quiet" to={paths.flags(projectId)}>Back to flags</Link>
        </span>
      </header>
      {notice && <p role="status">{notice}</p>}
      {act.isError && !deleting && <p className="field-error" role="alert">{describeError(act.error).message}</p>}
      {content}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            act.reset();
          }
        }}
        tone="danger"
        title={`Delete ${deleting?.name ?? ''} for good?`}
        description={<p>The flag and its configuration are gone for good, and its name is free for a new flag. This cannot be undone.</p>}
        confirmLabel={act.isPending ? 'Deleting…' : 'Delete for good'}
        onConfirm={() => deleting && !act.isPending && act.mutate({ action: 'delete', name: deleting.name })}
      >
        {act.isError && <p className="field-error" role="alert">{describeError(act.error).message}</p>}
      </ConfirmDialog>
    </section>
  );
}
