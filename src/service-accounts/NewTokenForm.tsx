import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent } from 'react';
import { createPatBodySchema, type CreatedPat } from '../../contract';
import { textLimits } from '../../contract/limits';
import { CharacterCount } from '../ui/CharacterCount';
import { describeError } from '../ui/describeError';
import { formatExact } from '../ui/RelativeTime';
import { expiresAtFor, expiryPresetDays, firstCustomDay, type ExpiryPreset } from './expiryChoice';
import type { TokenOwner } from './tokenOwner';
import { useCreateToken } from './useTokenMutations';

interface NewTokenFormProps {
  owner: TokenOwner;
  onCreated: (token: CreatedPat) => void;
}

const presets: { value: ExpiryPreset; label: string }[] = [
  ...expiryPresetDays.map((days) => ({ value: `${days}` as ExpiryPreset, label: `In ${days} days` })),
  { value: 'custom', label: 'On a date' },
  { value: 'never', label: 'Never' },
];

export function NewTokenForm({ owner, onCreated }: NewTokenFormProps) {
  const accountLabel = owner.label;
  const [description, setDescription] = useState('');
  const [preset, setPreset] = useState<ExpiryPreset>('30');
  const [customDay, setCustomDay] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const create = useCreateToken(owner, onCreated);
  const ids = { description: useId(), descriptionError: useId(), descriptionCount: useId(), expiryError: useId(), never: useId() };
  const descriptionField = useRef<HTMLInputElement>(null);
  // Counted as it is sent: trimmed.
  const descriptionLength = description.trim().length;
  const descriptionTooLong = descriptionLength > textLimits.tokenDescription;

  const preview = preset === 'never' ? null : expiresAtFor(preset, customDay, new Date());
  const expiryPreview = preview?.ok ? formatExact(new Date(preview.expiresAt)) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const expiry = expiresAtFor(preset, customDay, new Date());
    const body = createPatBodySchema.safeParse({ description, expiresAt: expiry.ok ? expiry.expiresAt : undefined });
    // Too long is what the count under the field already says; empty needs saying.
    setDescriptionError(descriptionLength === 0 ? 'Describe what the token is for.' : null);
    setExpiryError(expiry.ok ? null : expiry.error);
    if (descriptionTooLong) descriptionField.current?.focus();
    if (!body.success || !expiry.ok) return;
    create.mutate(body.data);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Title className="dialog-title">New token for {accountLabel}</Dialog.Title>
      <div className="sa-field">
        <label className="sa-label" htmlFor={ids.description}>
          Description
        </label>
        <input
          ref={descriptionField}
          id={ids.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          required
          autoComplete="off"
          aria-invalid={descriptionError || descriptionTooLong ? true : undefined}
          aria-describedby={descriptionError ? `${ids.descriptionError} ${ids.descriptionCount}` : ids.descriptionCount}
          placeholder="What uses it, e.g. Deploy pipeline"
        />
        {descriptionError && (
          <p id={ids.descriptionError} className="field-error">
            {descriptionError}
          </p>
        )}
        <CharacterCount id={ids.descriptionCount} length={descriptionLength} max={textLimits.tokenDescription} />
      </div>
      <fieldset className="sa-field sa-expiry" aria-describedby={expiryError ? ids.expiryError : preset === 'never' ? ids.never : undefined}>
        <legend className="sa-label">Expires</legend>
        {presets.map((option) => (
          <label key={option.value} className="sa-radio">
            <input type="radio" name="expiry" value={option.value} checked={preset === option.value} onChange={() => setPreset(option.value)} />
            {option.label}
          </label>
        ))}
        {preset === 'custom' && (
          <label className="sa-field sa-custom-day">
            <span className="sa-label">Expiry date</span>
            <input type="date" value={customDay} min={firstCustomDay(new Date())} onChange={(event) => setCustomDay(event.target.value)} aria-invalid={expiryError ? true : undefined} />
          </label>
        )}
        {expiryPreview && <p className="muted sa-hint">The token stops working on {expiryPreview}.</p>}
        {preset === 'never' && (
          <p id={ids.never} className="sa-callout sa-callout-warning">
            A token that never expires stays valid until someone deletes it. If it leaks, nothing ends it on its own.
          </p>
        )}
        {expiryError && (
          <p id={ids.expiryError} className="field-error">
            {expiryError}
          </p>
        )}
      </fieldset>
      {create.isError && (
        <p role="alert" className="sa-callout sa-callout-danger">
          {describeError(create.error).message}
        </p>
      )}
      <div className="dialog-actions">
        <Dialog.Close asChild>
          <button type="button" className="button">
            Cancel
          </button>
        </Dialog.Close>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </button>
      </div>
    </form>
  );
}
