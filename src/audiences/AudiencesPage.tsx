import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SavedAudience } from '../../contract/audiences';
import { isApiError } from '../api';
import { deleteSavedAudience } from '../api/audiences';
import { paths } from '../lib/paths';
import { ActionButton } from '../ui/ActionButton';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ErrorPanel } from '../ui/ErrorPanel';
import { describeError } from '../ui/describeError';
import { RelativeTime } from '../ui/RelativeTime';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { may } from '../viewer/viewer';
import { viewerOptions } from '../viewer/queries';
import { AudienceForm } from './AudienceForm';
import { describeAudienceContext } from './audienceContext';
import { AudiencesNotAvailable } from './AudiencesNotAvailable';
import { audienceKeys, savedAudiencesOptions } from './queries';
import './audiences.css';

type Editing = { kind: 'new' } | { kind: 'edit'; audience: SavedAudience } | undefined;
const everywhere = { project: '', environment: '' };

/** Audiences whose name holds the search, whatever its case: support staff find a customer by name. */
export function matchingAudiences(audiences: readonly SavedAudience[], search: string): SavedAudience[] {
  const needle = search.trim().toLowerCase();
  return needle === '' ? [...audiences] : audiences.filter((audience) => audience.name.toLowerCase().includes(needle));
}

/** Saved audiences: the contexts the team keeps, to evaluate in the playground and to check changes against. */
export function AudiencesPage() {
  const audiences = useQuery(savedAudiencesOptions());
  const viewer = useQuery(viewerOptions());
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [editing, setEditing] = useState<Editing>();
  const searchId = useId();
  const reasonWithout = (permission: string) =>
    viewer.data && !may(viewer.data, permission, everywhere) ? `You need the "${permission}" permission.` : undefined;
  const notAvailable = isApiError(audiences.error) && audiences.error.kind === 'NotFound';

  const setSearch = (text: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (text) next.set('q', text);
      else next.delete('q');
      return next;
    }, { replace: true });

  let content;
  if (notAvailable) content = <AudiencesNotAvailable />;
  else if (audiences.isError) content = <ErrorPanel error={audiences.error} onRetry={() => void audiences.refetch()} />;
  else if (!audiences.data) content = <LoadingPanel label="Loading saved audiences…" />;
  else if (audiences.data.length === 0) {
    content = (
      <EmptyPanel title="No saved audiences yet">
        <p className="muted">
          Save a context from the <Link to={paths.playground()}>Playground</Link> (Save this context), or create one here. Every change&rsquo;s
          impact preview checks them.
        </p>
      </EmptyPanel>
    );
  } else {
    const shown = matchingAudiences(audiences.data, search);
    content = (
      <>
        <div className="audiences-search">
          <label htmlFor={searchId}>Search by name</label>
          <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        {shown.length === 0 ? (
          <p role="status" className="muted">No saved audience has &ldquo;{search}&rdquo; in its name.</p>
        ) : (
          <table className="table audiences-table" aria-labelledby="audiences-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Context</th>
                <th scope="col">Updated</th>
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {shown.map((audience) => (
                <AudienceRow
                  key={audience.id}
                  audience={audience}
                  updateUnavailable={reasonWithout('UPDATE_SAVED_AUDIENCE')}
                  deleteUnavailable={reasonWithout('DELETE_SAVED_AUDIENCE')}
                  onEdit={() => setEditing({ kind: 'edit', audience })}
                />
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  }

  return (
    <section className="page" aria-labelledby="audiences-title">
      <header className="page-header">
        <h1 id="audiences-title">Audiences</h1>
        {!notAvailable && (
          <ActionButton className="button button-primary" unavailable={reasonWithout('CREATE_SAVED_AUDIENCE')} onClick={() => setEditing({ kind: 'new' })}>
            New audience
          </ActionButton>
        )}
      </header>
      {editing && (
        <AudienceForm
          key={editing.kind === 'edit' ? editing.audience.id : 'new'}
          {...(editing.kind === 'edit' ? { audience: editing.audience } : {})}
          onDone={() => setEditing(undefined)}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {content}
    </section>
  );
}

interface AudienceRowProps {
  audience: SavedAudience;
  updateUnavailable: string | undefined;
  deleteUnavailable: string | undefined;
  onEdit: () => void;
}

function AudienceRow({ audience, updateUnavailable, deleteUnavailable, onEdit }: AudienceRowProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteSavedAudience(audience.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: audienceKeys.all }),
  });
  return (
    <tr>
      <th scope="row">
        {audience.name}
        {audience.description && <span className="muted audience-description">{audience.description}</span>}
      </th>
      <td className="mono">{describeAudienceContext(audience.context)}</td>
      <td><RelativeTime value={audience.updatedAt} /></td>
      <td className="audience-actions">
        <ActionButton className="button button-small" unavailable={updateUnavailable} onClick={onEdit} aria-label={`Edit ${audience.name}`}>
          Edit
        </ActionButton>{' '}
        <ActionButton className="button button-small button-danger" unavailable={deleteUnavailable} onClick={() => setConfirming(true)} aria-label={`Delete ${audience.name}`}>
          Delete
        </ActionButton>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete ${audience.name}?`}
          description="It is deleted for everyone: previews stop checking it, and the playground no longer offers it."
          confirmLabel="Delete audience"
          tone="danger"
          onConfirm={() => {
            setConfirming(false);
            remove.mutate();
          }}
        />
        {remove.isError && <p role="alert" className="field-error">{describeError(remove.error).message}</p>}
      </td>
    </tr>
  );
}
