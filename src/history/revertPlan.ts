import type { Feature, FeatureEnvironment } from '../../contract';
import { strategyBodySchema, variantsBodySchema } from '../../contract/adminRequests';
import type { AddChangeBody } from '../../contract/changeRequestRequests';
import type { AuditEvent } from '../../contract/events';
import { strategySchema, variantSchema } from '../../contract/feature';
import { describeStrategy } from '../describe/describeStrategy';

/**
 * Reverting an event: the change that puts back what the event replaced (its `preData`), as the
 * change Unleash's change requests take, or the reason it cannot be proposed. A revert is offered
 * only while the flag is as the event left it: once the subject moved on (switched again, the
 * strategy edited again or deleted, the variants replaced), putting back the earlier state would
 * also undo changes made since, so it is refused, naming what moved.
 */
export type RevertPlan =
  | { kind: 'revert'; project: string; environment: string; change: AddChangeBody; inWords: string }
  | { kind: 'refused'; reason: string };

/** The events a revert is offered for: a switch, a strategy added, edited or removed, variants replaced. */
export const revertableTypes: ReadonlySet<string> = new Set([
  'feature-environment-enabled', 'feature-environment-disabled',
  'feature-strategy-add', 'feature-strategy-update', 'feature-strategy-remove',
  'feature-environment-variants-updated',
]);

/** The permission reverting an event needs (in its environment): the one the reverse change needs. */
export const revertPermission: Readonly<Record<string, string>> = {
  'feature-environment-enabled': 'UPDATE_FEATURE_ENVIRONMENT',
  'feature-environment-disabled': 'UPDATE_FEATURE_ENVIRONMENT',
  'feature-strategy-add': 'DELETE_FEATURE_STRATEGY',
  'feature-strategy-update': 'UPDATE_FEATURE_STRATEGY',
  'feature-strategy-remove': 'CREATE_FEATURE_STRATEGY',
  'feature-environment-variants-updated': 'UPDATE_FEATURE_ENVIRONMENT_VARIANTS',
};

export const isRevertable = (event: AuditEvent): boolean =>
  revertableTypes.has(event.type) && !!event.featureName && !!event.project && !!event.environment;

// Values a service writes for "none" in one answer and leaves out in another are not differences.
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value !== 'object' || value === null) return value;
  const kept = Object.entries(value)
    .filter(([key, entry]) => key !== 'featureName' && entry !== null && entry !== undefined && entry !== false && entry !== '' && !(Array.isArray(entry) && entry.length === 0))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, entry]) => [key, normalised(entry)]);
  return Object.fromEntries(kept);
}
const same = (a: unknown, b: unknown): boolean => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/** A strategy's settings, as a body writes them (its id and place aside). */
const settingsOf = (strategy: unknown) => {
  const parsed = strategySchema.safeParse(strategy);
  if (!parsed.success) return undefined;
  const { name, title, disabled, constraints, parameters, segments, variants } = parsed.data;
  return { name, title, disabled, constraints, parameters, segments, variants };
};

function refusal(reason: string): RevertPlan {
  return { kind: 'refused', reason };
}

function revertSwitch(event: AuditEvent, environment: FeatureEnvironment, project: string): RevertPlan {
  const after = event.type === 'feature-environment-enabled';
  const name = event.featureName ?? '';
  if (environment.enabled !== after) {
    return refusal(`${name} has been switched again since: it is ${after ? 'off' : 'on'} in ${environment.name} already, as it was before this change.`);
  }
  return {
    kind: 'revert', project, environment: environment.name,
    change: { feature: name, action: 'updateEnabled', payload: { enabled: !after } },
    inWords: `turn ${name} ${after ? 'off' : 'on'} in ${environment.name} again`,
  };
}

function revertStrategy(event: AuditEvent, environment: FeatureEnvironment, project: string): RevertPlan {
  const name = event.featureName ?? '';
  const after = event.data ? strategySchema.safeParse(event.data).data : undefined;
  const before = event.preData ? strategySchema.safeParse(event.preData).data : undefined;
  const id = after?.id ?? before?.id;
  const current = (environment.strategies ?? []).find((strategy) => strategy.id === id);
  const words = (strategy: { name: string; parameters?: Record<string, string> | undefined; title?: string | null | undefined }) => `“${strategy.title || describeStrategy(strategy, name)}”`;
  const base = { kind: 'revert' as const, project, environment: environment.name };

  if (event.type === 'feature-strategy-remove') {
    if (!before) return refusal('The service did not record the strategy that was removed, so it cannot be put back.');
    if (current) return refusal(`The strategy ${words(before)} is in ${environment.name} again already.`);
    const body = strategyBodySchema.safeParse(settingsOf(before));
    if (!body.success) return refusal(`The strategy that was removed cannot be written back here: ${body.error.issues[0]?.message ?? 'it is not one this console writes'}.`);
    return { ...base, change: { feature: name, action: 'addStrategy', payload: body.data }, inWords: `add ${words(before)} back to ${name} in ${environment.name}` };
  }
  if (!after) return refusal('The service did not record the strategy this change left, so what has changed since cannot be told.');
  if (!current) return refusal(`The strategy ${words(after)} has been deleted from ${environment.name} since: there is nothing to revert.`);
  if (!same(settingsOf(current), settingsOf(after))) {
    return refusal(`The strategy ${words(after)} has been edited again since; reverting this change would undo that edit too. Revert the newer change, or edit the strategy.`);
  }
  if (event.type === 'feature-strategy-add') {
    return { ...base, change: { feature: name, action: 'deleteStrategy', payload: { id: current.id ?? '' } }, inWords: `delete ${words(after)} from ${name} in ${environment.name}` };
  }
  if (!before) return refusal('The service did not record the strategy as it was before this change, so it cannot be put back.');
  const body = strategyBodySchema.safeParse(settingsOf(before));
  if (!body.success) return refusal(`The earlier strategy cannot be written back here: ${body.error.issues[0]?.message ?? 'it is not one this console writes'}.`);
  return {
    ...base,
    change: { feature: name, action: 'updateStrategy', payload: { ...body.data, id: current.id ?? '' } },
    inWords: `put ${words(after)} of ${name} in ${environment.name} back to ${words(before)}`,
  };
}

const variantsOf = (data: AuditEvent['data']) => {
  const variants: unknown = data?.variants;
  return Array.isArray(variants) ? variants.map((variant) => variantSchema.safeParse(variant).data) : undefined;
};

function revertVariants(event: AuditEvent, environment: FeatureEnvironment, project: string): RevertPlan {
  const name = event.featureName ?? '';
  const after = variantsOf(event.data);
  const before = variantsOf(event.preData);
  if (!after || !before || after.includes(undefined) || before.includes(undefined)) {
    return refusal('The service did not record the variants before and after this change, so they cannot be put back.');
  }
  if (!same(environment.variants ?? [], after)) return refusal(`The variants of ${name} in ${environment.name} have been changed again since; reverting would undo that too.`);
  const body = variantsBodySchema.safeParse(before);
  if (!body.success) return refusal(`The earlier variants cannot be written back here: ${body.error.issues[0]?.message ?? 'they do not parse'}.`);
  return {
    kind: 'revert', project, environment: environment.name,
    change: { feature: name, action: 'patchVariant', payload: { variants: body.data } },
    inWords: before.length === 0 ? `remove the variants of ${name} in ${environment.name} again` : `put back the ${before.length} earlier variants of ${name} in ${environment.name}`,
  };
}

/** What reverting `event` would change, given the flag as it is now (undefined when it is gone). */
export function planRevert(event: AuditEvent, now: Feature | undefined): RevertPlan {
  const { featureName, project, environment: environmentName } = event;
  if (!isRevertable(event) || !featureName || !project || !environmentName) return refusal('This kind of change cannot be reverted here.');
  if (!now || now.archived) return refusal(`${featureName} no longer exists (it was archived or deleted since), so nothing can be put back.`);
  const environment = now.environments?.find((entry) => entry.name === environmentName);
  if (!environment) return refusal(`${featureName} is no longer in ${environmentName}.`);
  if (event.type === 'feature-environment-enabled' || event.type === 'feature-environment-disabled') return revertSwitch(event, environment, project);
  if (event.type === 'feature-environment-variants-updated') return revertVariants(event, environment, project);
  return revertStrategy(event, environment, project);
}
