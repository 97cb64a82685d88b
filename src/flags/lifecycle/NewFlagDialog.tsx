import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createFlag } from '../../api/featureLifecycle';
import { paths } from '../../lib/paths';
import { invalidateFlagsOf } from '../../lib/queryClient';
import { DescriptionField } from './DescriptionField';
import { fieldErrors } from './fieldErrors';
import { lifetimeWords } from './lifetimeWords';
import { featureTypesOptions } from './queries';
import { useNameCheck } from './useNameCheck';

interface NewFlagDialogProps {
  projectId: string;
  onClose: () => void;
}

/**
 * A new flag: its name checked as it is typed, its type with the lifetime expected of it. On
 * success the flag opens in its details; a failed save keeps the form, with the reason at the field.
 */
export function NewFlagDialog({ projectId, onClose }: NewFlagDialogProps) {
  const ids = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [type, setType] = useState('release');
  const [description, setDescription] = useState('');
  const [impressionData, setImpressionData] = useState(false);
  const types = useQuery(featureTypesOptions()).data ?? [];
  const check = useNameCheck(name);
  const create = useMutation({
    mutationFn: () => createFlag(projectId, { name, type, description, impressionData }),
    onSuccess: async (flag) => {
      await invalidateFlagsOf(queryClient, projectId);
      onClose();
      void navigate(paths.flag(projectId, flag.name));
    },
  });
  const errors = fieldErrors(create.error, ['name', 'type', 'description', 'impressionData']);
  const nameProblem = errors.byField.name ?? (check.state === 'refused' ? check.reason : undefined);
  const chosen = types.find((candidate) => candidate.id === type);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The service checks the name again on creation, so a check still on its way does not hold the form.
    if ((check.state === 'free' || check.state === 'checking') && !create.isPending) create.mutate();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content new-flag-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">New flag in {projectId}</Dialog.Title>
          <form className="lifecycle-form" onSubmit={submit} noValidate>
            <label htmlFor={`${ids}-name`}>Name</label>
            <input
              id={`${ids}-name`} value={name} autoComplete="off" spellCheck={false} maxLength={200}
              aria-invalid={nameProblem !== undefined} aria-describedby={`${ids}-name-state`}
              onChange={(event) => {
                setName(event.target.value);
                create.reset();
              }}
            />
            <p id={`${ids}-name-state`} className={nameProblem ? 'field-error' : 'muted field-hint'} aria-live="polite">
              {nameProblem ?? (check.state === 'checking' ? 'Checking the name…' : check.state === 'free' ? 'The name is free.' : 'Letters, digits and . _ ~ - ; unique across every project and the archive.')}
            </p>

            <label htmlFor={`${ids}-type`}>Type</label>
            <select id={`${ids}-type`} value={type} aria-describedby={`${ids}-type-hint`} onChange={(event) => setType(event.target.value)}>
              {types.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name} — {lifetimeWords(option.lifetimeDays)}
                </option>
              ))}
            </select>
            <p id={`${ids}-type-hint`} className={errors.byField.type ? 'field-error' : 'muted field-hint'}>
              {errors.byField.type ?? (chosen ? `${chosen.description ?? ''} ${lifetimeWords(chosen.lifetimeDays)}.`.trim() : '')}
            </p>

            <DescriptionField formId={ids} value={description} onChange={setDescription} problem={errors.byField.description} />

            <label className="checkbox">
              <input type="checkbox" checked={impressionData} onChange={(event) => setImpressionData(event.target.checked)} />
              Impression data: SDKs emit an event each time the flag is evaluated
            </label>

            {errors.rest && <p className="field-error" role="alert">{errors.rest}</p>}
            <div className="dialog-actions">
              <Dialog.Close asChild>
                <button type="button" className="button">Cancel</button>
              </Dialog.Close>
              <button type="submit" className="button button-primary" aria-disabled={check.state === 'empty' || check.state === 'refused' || create.isPending}>
                {create.isPending ? 'Creating…' : 'Create flag'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
