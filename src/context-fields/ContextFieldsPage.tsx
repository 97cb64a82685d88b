import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { builtInContextFields, type ContextField } from '../../contract/contextFields';
import { deleteContextField } from '../api/contextFields';
import { contextFieldKeys, contextFieldsOptions } from '../constraints';
import { ActionButton } from '../ui/ActionButton';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ErrorPanel } from '../ui/ErrorPanel';
import { describeError } from '../ui/describeError';
import { LoadingPanel } from '../ui/StatePanels';
import { may } from '../viewer/viewer';
import { viewerOptions } from '../viewer/queries';
import { ContextFieldForm } from './ContextFieldForm';

type Editing = { kind: 'new' } | { kind: 'edit'; field: ContextField } | undefined;

const builtInNames: ReadonlySet<string> = new Set(builtInContextFields.map((field) => field.name));
const everywhere = { project: '', environment: '' };

/** The context fields constraints may name: the built-in ones, and custom ones admins describe. */
export function ContextFieldsPage() {
  const fields = useQuery(contextFieldsOptions());
  const viewer = useQuery(viewerOptions());
  const [editing, setEditing] = useState<Editing>();
  const reasonWithout = (permission: string) =>
    viewer.data && !may(viewer.data, permission, everywhere) ? `You need the "${permission}" permission.` : undefined;

  return (
    <section className="page" aria-labelledby="context-fields-title">
      <header className="page-header">
        <h1 id="context-fields-title">Context fields</h1>
        <ActionButton className="button button-primary" unavailable={reasonWithout('CREATE_CONTEXT_FIELD')} onClick={() => setEditing({ kind: 'new' })}>
          New context field
        </ActionButton>
      </header>
      {editing && (
        <ContextFieldForm
          key={editing.kind === 'edit' ? editing.field.name : 'new'}
          {...(editing.kind === 'edit' ? { field: editing.field } : {})}
          onDone={() => setEditing(undefined)}
        />
      )}
      {fields.isPending && <LoadingPanel label="Loading context fields…" />}
      {fields.isError && <ErrorPanel error={fields.error} onRetry={() => void fields.refetch()} />}
      {fields.data && (
        <table className="table context-fields-table" aria-labelledby="context-fields-title">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Description</th>
              <th scope="col">Legal values</th>
              <th scope="col">Stickiness</th>
              <th scope="col"><span className="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {fields.data.map((field) => (
              <FieldRow
                key={field.name}
                field={field}
                updateUnavailable={reasonWithout('UPDATE_CONTEXT_FIELD')}
                deleteUnavailable={reasonWithout('DELETE_CONTEXT_FIELD')}
                onEdit={() => setEditing({ kind: 'edit', field })}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface FieldRowProps {
  field: ContextField;
  updateUnavailable: string | undefined;
  deleteUnavailable: string | undefined;
  onEdit: () => void;
}

function FieldRow({ field, updateUnavailable, deleteUnavailable, onEdit }: FieldRowProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteContextField(field.name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contextFieldKeys.all }),
  });
  const builtIn = builtInNames.has(field.name);
  const legalValues = field.legalValues ?? [];
  return (
    <tr>
      <th scope="row">
        {field.name} {builtIn && <span className="badge">Built in</span>}
      </th>
      <td>{field.description}</td>
      <td>{legalValues.length === 0 ? <span className="muted">Any</span> : legalValues.map((legal) => legal.value).join(', ')}</td>
      <td>{field.stickiness ? 'Yes' : 'No'}</td>
      <td>
        {!builtIn && (
          <>
            <ActionButton className="button button-small" unavailable={updateUnavailable} onClick={onEdit} aria-label={`Edit ${field.name}`}>
              Edit
            </ActionButton>{' '}
            <ActionButton className="button button-small button-danger" unavailable={deleteUnavailable} onClick={() => setConfirming(true)} aria-label={`Delete ${field.name}`}>
              Delete
            </ActionButton>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={`Delete ${field.name}?`}
              description="Constraints naming it keep working (SDKs read the context they are given), but it is no longer offered when writing one."
              confirmLabel="Delete context field"
              tone="danger"
              onConfirm={() => {
                setConfirming(false);
                remove.mutate();
              }}
            />
            {remove.isError && <p role="alert" className="field-error">{describeError(remove.error).message}</p>}
          </>
        )}
      </td>
    </tr>
  );
}
