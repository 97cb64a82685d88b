import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Feature, Tag } from '../../../contract';
import { addFlagTag, removeFlagTag } from '../../api/featureLifecycle';
import { invalidateFlagsOf } from '../../lib/queryClient';
import { ActionButton } from '../../ui/ActionButton';
import { describeError } from '../../ui/describeError';
import { fieldErrors } from './fieldErrors';
import { tagTypesOptions } from './queries';

interface TagEditorProps {
  projectId: string;
  feature: Feature;
  /** Why the user may not change tags, when they may not. */
  unavailable: string | undefined;
}

const tagText = (tag: Tag) => `${tag.type}:${tag.value}`;

/** A flag's tags (`type:value`), each removable, and one added with a type the service knows. */
export function TagEditor({ projectId, feature, unavailable }: TagEditorProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const tagTypes = useQuery(tagTypesOptions());
  const [type, setType] = useState('simple');
  const [value, setValue] = useState('');
  const changed = () => invalidateFlagsOf(queryClient, projectId);
  const add = useMutation({
    mutationFn: () => addFlagTag(feature.name, { type, value: value.trim() }),
    onSuccess: async () => {
      setValue('');
      await changed();
    },
  });
  const remove = useMutation({ mutationFn: (tag: Tag) => removeFlagTag(feature.name, tag), onSuccess: changed });
  const errors = fieldErrors(add.error, ['value', 'type']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending && unavailable === undefined && value.trim() !== '') add.mutate();
  };
  const typeNames = tagTypes.data?.map((tagType) => tagType.name) ?? ['simple'];

  return (
    <section className="sheet-section" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>Tags</h3>
      <ul className="tag-list" aria-label="Tags">
        {(feature.tags ?? []).map((tag) => (
          <li key={tagText(tag)} className="badge tag-chip">
            {tagText(tag)}
            <ActionButton className="button button-quiet button-small" aria-label={`Remove tag ${tagText(tag)}`} unavailable={unavailable} onClick={() => remove.mutate(tag)}>
              ×
            </ActionButton>
          </li>
        ))}
        {(feature.tags ?? []).length === 0 && <li className="muted">None</li>}
      </ul>
      {remove.isError && <p className="field-error" role="alert">{describeError(remove.error).message}</p>}
      <form className="tag-editor" onSubmit={submit} aria-label="Add a tag">
        <label className="toolbar-field">
          <span>Tag type</span>
          <select value={type} onChange={(event) => setType(event.target.value)}>
            {typeNames.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </label>
        <label className="toolbar-field">
          <span>Tag value</span>
          <input
            value={value} maxLength={50} aria-invalid={errors.byField.value !== undefined} aria-describedby={`${ids}-value-error`}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <ActionButton type="submit" className="button" unavailable={unavailable} aria-disabled={add.isPending || value.trim() === ''}>
          Add tag
        </ActionButton>
      </form>
      {(errors.byField.value ?? errors.byField.type ?? errors.rest) && (
        <p id={`${ids}-value-error`} className="field-error" role="alert">{errors.byField.value ?? errors.byField.type ?? errors.rest}</p>
      )}
    </section>
  );
}
