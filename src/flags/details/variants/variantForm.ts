import { payloadTypes, type Variant } from '../../../../contract';
import { variantsBodySchema, type VariantInput } from '../../../../contract/adminRequests';
import { normaliseWeights, totalWeight } from '../../../../contract/variantWeights';

/**
 * The variants editor's form as text fields, and what it would send: the body is checked with the
 * contract's own schema, so a field is refused here exactly where the service would refuse it, and
 * the shares are computed with the service's weight maths (`contract/variantWeights.ts`).
 */

export interface OverrideDraft { key: string; contextName: string; values: string }

export interface VariantDraft {
  /** Stable across renames, for React and for labels. */
  key: string;
  name: string;
  fixed: boolean;
  /** A fixed weight in percent, as typed ("12.5"). */
  percent: string;
  payloadType: (typeof payloadTypes)[number] | 'none';
  payloadValue: string;
  overrides: OverrideDraft[];
}

export interface VariantsForm {
  /** The SDKs hash on the first variant's stickiness, so the set has one (Unleash's console does the same). */
  stickiness: string;
  variants: VariantDraft[];
}

/** Problems by the field the service would name (`1.payload.value`), and `weights` for the set. */
export type FormErrors = ReadonlyMap<string, string>;

/** A key for a row the user adds; unique enough for one form's rows (and no state to keep). */
export const newKey = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2)}`;

const percentOf = (weight: number) => String(weight / 10);

export function formOf(variants: readonly Variant[]): VariantsForm {
  return {
    stickiness: variants[0]?.stickiness ?? 'default',
    variants: variants.map((variant) => ({
      key: newKey('variant'),
      name: variant.name,
      fixed: variant.weightType === 'fix',
      percent: percentOf(variant.weight),
      payloadType: variant.payload?.type ?? 'none',
      payloadValue: variant.payload?.value ?? '',
      overrides: (variant.overrides ?? []).map((override) => ({
        key: newKey('override'), contextName: override.contextName, values: override.values.join(', '),
      })),
    })),
  };
}

export const emptyVariant = (name: string): VariantDraft => ({
  key: newKey('variant'), name, fixed: false, percent: '', payloadType: 'none', payloadValue: '', overrides: [],
});

const valuesOf = (text: string) => text.split(',').map((value) => value.trim()).filter((value) => value !== '');

/** A percent with at most one decimal, as thousandths; NaN where it is not one. */
export function thousandthsOf(percent: string): number {
  if (!/^\s*\d+(\.\d)?\s*$/.test(percent)) return Number.NaN;
  return Math.round(Number(percent) * 10);
}

/** Every variant with a weight, as Unleash requires: a variable one's is the share it will get. */
export function bodyOf(form: VariantsForm): VariantInput[] {
  const { shares } = sharesOf(form);
  return form.variants.map((draft) => ({
    name: draft.name.trim(),
    weightType: draft.fixed ? 'fix' : 'variable',
    weight: draft.fixed ? thousandthsOf(draft.percent) : (shares.get(draft.key) ?? 0),
    stickiness: form.stickiness,
    ...(draft.payloadType === 'none' ? {} : { payload: { type: draft.payloadType, value: draft.payloadValue } }),
    overrides: draft.overrides.map((override) => ({ contextName: override.contextName.trim(), values: valuesOf(override.values) })),
  }));
}

/** What stands in the way of saving, by field; empty when the form may be sent. */
export function checkForm(form: VariantsForm): FormErrors {
  const errors = new Map<string, string>();
  const body = bodyOf(form);
  for (const [index, draft] of form.variants.entries()) {
    if (draft.fixed && Number.isNaN(thousandthsOf(draft.percent))) errors.set(`${index}.weight`, 'Give a percentage from 0 to 100, at most one decimal.');
  }
  const parsed = variantsBodySchema.safeParse(body);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  const weights = normaliseWeights(body.map((variant) => ({ ...variant, weight: Number.isNaN(variant.weight) ? 0 : variant.weight })));
  if ('problem' in weights) errors.set(weights.index === undefined ? 'weights' : `${weights.index}.name`, capitalised(weights.problem));
  return errors;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Each variant's share in thousandths as the service will store it, by key, and the total; the
 * fixed ones as typed. Where the weights cannot be shared (fixed ones over 100 %), the problem.
 */
export function sharesOf(form: VariantsForm): { shares: ReadonlyMap<string, number>; total: number; problem?: string } {
  const inputs = form.variants.map((draft) => ({
    name: draft.key,
    weightType: draft.fixed ? 'fix' as const : 'variable' as const,
    weight: draft.fixed ? thousandthsOf(draft.percent) || 0 : 0,
  }));
  const result = normaliseWeights(inputs);
  if ('problem' in result) {
    return { shares: new Map(inputs.map((input) => [input.name, input.weight])), total: inputs.reduce((sum, input) => sum + input.weight, 0), problem: result.problem };
  }
  return { shares: new Map(result.variants.map((variant) => [variant.name, variant.weight])), total: inputs.length === 0 ? 0 : totalWeight };
}
