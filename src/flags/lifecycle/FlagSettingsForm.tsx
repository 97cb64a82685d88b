import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { featureTypes, type Feature } from '../../../contract';
import { updateFlagSettings } from '../../api/featureLifecycle';
import { invalidateFlagsOf } from '../../lib/queryClient';
import { DescriptionField } from './DescriptionField';
import { fieldErrors } from './fieldErrors';
import { lifetimeWords } from './lifetimeWords';
import { featureTypesOptions } from './queries';

interface FlagSettingsFormProps {
  projectId: string;
  feature: Feature;
  onDone: () => void;
}

/** Description, type and impression data of a flag; a failed save keeps what was typed, with the reason at the field. */
export function FlagSettingsForm({ projectId, feature, onDone }: FlagSettingsFormProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [description, setDescription] = useState(feature.description ?? '');
  const [type, setType] = useState(feature.type ?? 'release');
  const [impressionData, setImpressionData] = useState(feature.impressionData ?? false);
  const types = useQuery(featureTypesOptions()).data ?? [];
  // A type the service no longer lists (an admin removed it) stays choosable for the flag that has it.
  const options = types.some((option) => option.id === type) ? types : [...types, { id: type, name: type, lifetimeDays: undefined }];
  const save = useMutation({
    // A type this console does not know (an Unleash admin's own) is left as it is.
    mutationFn: () => updateFlagSettings(projectId, feature.name, { description, type: featureTypes.find((known) => known === type), impressionData }),
    onSuccess: async () => {
      await invalidateFlagsOf(queryClient, projectId);
      onDone();
    },
  });
  const errors = fieldErrors(save.error, ['description', 'type', 'impressionData']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };

  return (
    <form className="lifecycle-form" onSubmit={submit} aria-label="Flag settings">
      <DescriptionField formId={ids} value={description} onChange={setDescription} problem={errors.byField.description} />
      <label htmlFor={`${ids}-type`}>Type</label>
      <select id={`${ids}-type`} value={type} aria-invalid={errors.byField.type !== undefined} aria-describedby={`${ids}-type-hint`} onChange={(event) => setType(event.target.value)}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name} — {lifetimeWords(option.lifetimeDays)}
          </option>
        ))}
      </select>
      {errors.byField.type && <p id={`${ids}-type-hint`} className="field-error">{errors.byField.type}</p>}
      <label className="checkbox">
        <input type="checkbox" checked={impressionData} onChange={(event) => setImpressionData(event.target.checked)} />
        Impression data
      </label>
      {errors.rest && <p className="field-error" role="alert">{errors.rest}</p>}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onDone}>Cancel</button>
        <button type="submit" className="button button-primary" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
