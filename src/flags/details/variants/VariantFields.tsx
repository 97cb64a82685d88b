import { useId } from 'react';
import { payloadTypes } from '../../../../contract';
import { weightAsPercent } from '../../../describe/variantWeights';
import { FieldError } from './FieldError';
import { OverrideFields } from './OverrideFields';
import { newKey, type FormErrors, type VariantDraft } from './variantForm';

interface VariantFieldsProps {
  draft: VariantDraft;
  index: number;
  /** Its share in thousandths as the service will store it. */
  share: number | undefined;
  errors: FormErrors;
  onChange: (draft: VariantDraft) => void;
  onRemove: () => void;
}

const payloadLabels: Record<VariantDraft['payloadType'], string> = { none: 'No payload', string: 'String', json: 'JSON', csv: 'CSV', number: 'Number' };

/** One variant of the editor: name, weight (fixed, or its computed share), payload, overrides. */
export function VariantFields({ draft, index, share, errors, onChange, onRemove }: VariantFieldsProps) {
  const id = useId();
  const number = index + 1;
  const error = (field: string) => errors.get(`${index}.${field}`);
  const described = (field: string) => (error(field) ? `${id}-${field}-error` : undefined);
  const set = (changes: Partial<VariantDraft>) => onChange({ ...draft, ...changes });
  return (
    <li>
      <fieldset className="variant-fields">
        <legend>Variant {number}</legend>
        <div className="variant-fields-row">
          <span>
            <label htmlFor={`${id}-name`}>Name</label>
            <input
              id={`${id}-name`} value={draft.name} maxLength={100} autoComplete="off"
              aria-invalid={error('name') !== undefined} aria-describedby={described('name')}
              onChange={(event) => set({ name: event.target.value })}
            />
            <FieldError id={`${id}-name-error`} message={error('name')} />
          </span>
          <label className="checkbox">
            <input type="checkbox" checked={draft.fixed} onChange={(event) => set({ fixed: event.target.checked, percent: draft.percent || (share === undefined ? '' : String(share / 10)) })} />
            Fixed weight
          </label>
          {draft.fixed ? (
            <span>
              <label htmlFor={`${id}-weight`}>Weight (%)</label>
              <input
                id={`${id}-weight`} inputMode="decimal" value={draft.percent} size={6}
                aria-invalid={error('weight') !== undefined} aria-describedby={described('weight')}
                onChange={(event) => set({ percent: event.target.value })}
              />
              <FieldError id={`${id}-weight-error`} message={error('weight')} />
            </span>
          ) : (
            <span className="muted">Share: {share === undefined ? '—' : weightAsPercent(share)} (what the fixed weights leave, shared)</span>
          )}
        </div>
        <div className="variant-fields-row">
          <span>
            <label htmlFor={`${id}-payload-type`}>Payload type</label>
            <select id={`${id}-payload-type`} value={draft.payloadType} onChange={(event) => set({ payloadType: payloadTypeOf(event.target.value) })}>
              {(['none', ...payloadTypes] as const).map((type) => <option key={type} value={type}>{payloadLabels[type]}</option>)}
            </select>
          </span>
          {draft.payloadType !== 'none' && (
            <span className="variant-payload">
              <label htmlFor={`${id}-payload`}>Payload value</label>
              <textarea
                id={`${id}-payload`} value={draft.payloadValue} rows={draft.payloadType === 'json' ? 3 : 1} spellCheck={false}
                aria-invalid={error('payload.value') !== undefined} aria-describedby={described('payload.value')}
                onChange={(event) => set({ payloadValue: event.target.value })}
              />
              <FieldError id={`${id}-payload.value-error`} message={error('payload.value')} />
            </span>
          )}
        </div>
        {draft.overrides.length > 0 && (
          <ul className="variant-overrides" aria-label={`Overrides of variant ${number}`}>
            {draft.overrides.map((override, overrideIndex) => (
              <OverrideFields
                key={override.key} override={override} path={`${index}.overrides.${overrideIndex}`} number={overrideIndex + 1} errors={errors}
                onChange={(changed) => set({ overrides: draft.overrides.map((entry) => (entry.key === override.key ? changed : entry)) })}
                onRemove={() => set({ overrides: draft.overrides.filter((entry) => entry.key !== override.key) })}
              />
            ))}
          </ul>
        )}
        <div className="variant-fields-row">
          <button type="button" className="button" onClick={() => set({ overrides: [...draft.overrides, { key: newKey('override'), contextName: 'userId', values: '' }] })}>
            Add override to variant {number}
          </button>
          <button type="button" className="button button-quiet" onClick={onRemove}>Remove variant {number}</button>
        </div>
      </fieldset>
    </li>
  );
}

const payloadTypeOf = (value: string): VariantDraft['payloadType'] => (['none', ...payloadTypes] as const).find((type) => type === value) ?? 'none';
