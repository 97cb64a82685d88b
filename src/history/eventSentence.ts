import { z } from 'zod';
import { skippedApprovalsSchema, type AuditEvent } from '../../contract/events';
import { addedStrategy, onlyRolloutChanged, rolloutOf, strategyNoun, strategyOf } from './strategyPhrases';

/**
 * An event as a sentence people read: "ann@example.com turned checkout-v2 off in production",
 * "alice added a 25% rollout to checkout-v2 in staging". The parts that name something (who, the
 * flag, the environment, a change request) are kept apart so the page can link and stress them.
 */
export type SentencePart =
  | string
  | { kind: 'person'; text: string }
  | { kind: 'flag'; name: string; project: string | undefined }
  | { kind: 'environment'; name: string }
  | { kind: 'name'; text: string }
  | { kind: 'changeRequest'; id: number; project: string | undefined };

const named = z.object({ name: z.string() });
const tag = z.object({ type: z.string(), value: z.string() });
const token = z.object({ tokenName: z.string().optional(), username: z.string().optional(), description: z.string().optional() });
const changeRequestData = z.object({ changeRequestId: z.number().int().optional(), id: z.number().int().optional() });
const dependency = z.object({ feature: z.string().optional(), parent: z.string().optional() });

const flagPart = (event: AuditEvent): SentencePart => ({ kind: 'flag', name: event.featureName ?? '(unknown flag)', project: event.project ?? undefined });

/** " in production", or nothing where the event has no environment. */
const where = (event: AuditEvent): SentencePart[] => (event.environment ? [' in ', { kind: 'environment', name: event.environment }] : []);

const subjectName = (event: AuditEvent): string | undefined =>
  named.safeParse(event.data).data?.name ?? named.safeParse(event.preData).data?.name ?? z.object({ id: z.string() }).safeParse(event.data ?? event.preData).data?.id;

function tokenName(event: AuditEvent): string {
  const parsed = token.safeParse(event.data ?? event.preData).data;
  return parsed?.tokenName ?? parsed?.username ?? parsed?.description ?? 'a token';
}

const changeRequestVerbs: Record<string, string> = {
  'change-request-created': 'opened',
  'change-added': 'added a change to',
  'change-edited': 'edited a change of',
  'change-discarded': 'discarded a change from',
  'change-request-sent-to-review': 'sent for review',
  'change-request-approval-added': 'approved',
  // Unleash records each approval, and then the request having all it needs, as two events.
  'change-request-approved': 'gave the last approval needed by',
  'change-request-rejected': 'rejected',
  'change-request-cancelled': 'cancelled',
  'change-request-scheduled': 'scheduled',
  'change-request-applied': 'applied',
  'change-request-scheduled-application-success': 'applied on schedule',
  'change-request-scheduled-application-failure': 'failed to apply on schedule',
  'change-request-configuration-updated': 'changed the change request settings of',
};

const subjectVerbs: Record<string, [verb: string, noun: string]> = {
  'user-created': ['created', 'the user'],
  'user-updated': ['edited', 'the user'],
  'user-deleted': ['deleted', 'the user'],
  'project-created': ['created', 'the project'],
  'project-updated': ['edited', 'the project'],
  'project-archived': ['archived', 'the project'],
  'project-revived': ['revived', 'the project'],
  'project-deleted': ['deleted', 'the project'],
  'environment-created': ['created', 'the environment'],
  'environment-updated': ['edited', 'the environment'],
  'environment-deleted': ['deleted', 'the environment'],
  'addon-config-created': ['created', 'the integration'],
  'addon-config-updated': ['edited', 'the integration'],
  'addon-config-deleted': ['deleted', 'the integration'],
  'project-favorited': ['followed', 'the project'],
  'project-unfavorited': ['stopped following', 'the project'],
  'strategy-created': ['created', 'the strategy type'],
  'segment-created': ['created', 'the segment'],
  'segment-updated': ['edited', 'the segment'],
  'segment-deleted': ['deleted', 'the segment'],
  'context-field-created': ['created', 'the context field'],
  'context-field-updated': ['edited', 'the context field'],
  'context-field-deleted': ['deleted', 'the context field'],
  'tag-type-created': ['created', 'the tag type'],
};

const tokenVerbs: Record<string, string> = {
  'api-token-created': 'created the API token',
  'api-token-deleted': 'deleted the API token',
  'pat-created': 'created the personal access token',
  'pat-deleted': 'deleted the personal access token',
  'service-account-created': 'created the service account',
  'service-account-token-created': "created a service account's token",
  'service-account-token-deleted': "deleted a service account's token",
};

const flagVerbs: Record<string, [before: string, after?: string]> = {
  'feature-created': ['created'],
  'feature-updated': ['edited'],
  'feature-metadata-updated': ['edited the settings of'],
  'feature-archived': ['archived'],
  'feature-revived': ['revived'],
  'feature-deleted': ['deleted'],
  'feature-environment-enabled': ['turned', 'on'],
  'feature-environment-disabled': ['turned', 'off'],
  'strategy-order-changed': ['reordered the strategies of'],
  'feature-dependencies-removed': ['removed every dependency of'],
  'feature-favorited': ['followed'],
  'feature-unfavorited': ['stopped following'],
};

/**
 * The approvals an environment requires that the change went around (an admin writing directly
 * where change requests are required); the embedded service keeps them on the event's `data`.
 */
export const skippedApprovals = (event: AuditEvent): number | undefined => skippedApprovalsSchema.safeParse(event.data).data?.skippedApprovals;

/** The sentence after the person: what they did, to what, where. */
function predicate(event: AuditEvent): SentencePart[] {
  const flag = flagPart(event);
  const flagVerb = flagVerbs[event.type];
  if (flagVerb && event.featureName) {
    const [before, after] = flagVerb;
    return [` ${before} `, flag, ...(after ? [` ${after}`] : []), ...where(event)];
  }
  switch (event.type) {
    case 'feature-strategy-add':
      return [` added ${addedStrategy(strategyOf(event.data))} to `, flag, ...where(event)];
    case 'feature-strategy-remove':
      return [` removed ${strategyNoun(strategyOf(event.preData))} from `, flag, ...where(event)];
    case 'feature-strategy-update': {
      const before = strategyOf(event.preData);
      const after = strategyOf(event.data);
      if (onlyRolloutChanged(before, after)) return [' changed the rollout of ', flag, ...where(event), ` from ${rolloutOf(before)} to ${rolloutOf(after)}`];
      return [` edited ${strategyNoun(after ?? before)} of `, flag, ...where(event)];
    }
    case 'feature-environment-variants-updated':
      return [' set the variants of ', flag, ...where(event)];
    case 'project-environment-added':
    case 'project-environment-removed': {
      const verb = event.type === 'project-environment-added' ? ' added ' : ' removed ';
      const link = event.type === 'project-environment-added' ? ' to the project ' : ' from the project ';
      return [verb, { kind: 'environment', name: event.environment ?? '(unnamed)' }, link, { kind: 'name', text: event.project ?? '(unnamed)' }];
    }
    case 'feature-tagged':
    case 'feature-untagged': {
      const parsed = tag.safeParse(event.data ?? event.preData).data;
      const label = parsed ? `${parsed.type}: ${parsed.value}` : 'a tag';
      return event.type === 'feature-tagged' ? [' tagged ', flag, ' ', { kind: 'name', text: label }] : [' removed the tag ', { kind: 'name', text: label }, ' from ', flag];
    }
    case 'tag-created':
    case 'tag-deleted': {
      const parsed = tag.safeParse(event.data ?? event.preData).data;
      return [` ${event.type === 'tag-created' ? 'created' : 'deleted'} the tag `, { kind: 'name', text: parsed ? `${parsed.type}: ${parsed.value}` : '(unnamed)' }];
    }
    case 'feature-dependency-added':
    case 'feature-dependency-removed': {
      const parent = dependency.safeParse(event.data ?? event.preData).data;
      const parentName = parent?.feature ?? parent?.parent;
      const verb = event.type === 'feature-dependency-added' ? ' made ' : ' removed the dependency of ';
      const link = event.type === 'feature-dependency-added' ? ' depend on ' : ' on ';
      return parentName ? [verb, flag, link, { kind: 'flag', name: parentName, project: event.project ?? undefined }] : [verb, flag];
    }
  }
  const subject = subjectVerbs[event.type];
  if (subject) {
    // Unleash's project events name the project in `project` alone where they carry no data.
    const name = subjectName(event) ?? (event.type.startsWith('project-') ? event.project ?? undefined : undefined);
    return [` ${subject[0]} ${subject[1]} `, { kind: 'name', text: name ?? '(unnamed)' }];
  }
  const tokenVerb = tokenVerbs[event.type];
  if (tokenVerb) return [` ${tokenVerb} `, { kind: 'name', text: tokenName(event) }];
  const changeRequestVerb = changeRequestVerbs[event.type];
  if (changeRequestVerb) {
    const parsed = changeRequestData.safeParse(event.data).data;
    const id = parsed?.changeRequestId ?? parsed?.id;
    const request: SentencePart = id === undefined ? 'a change request' : { kind: 'changeRequest', id, project: event.project ?? undefined };
    return [` ${changeRequestVerb} `, request, ...(event.featureName ? [' for ', flag] : []), ...where(event)];
  }
  // A type this console does not know (Unleash records many more): Unleash's label for it where
  // it sends one ("Flag favorited"), else its name, and what it touched.
  return [': ', { kind: 'name', text: event.label ?? event.type }, ...(event.featureName ? [' on ', flag] : []), ...where(event)];
}

export function eventSentence(event: AuditEvent): SentencePart[] {
  const skippedCount = skippedApprovals(event);
  const skipping = skippedCount === undefined ? [] : [`, skipping the ${skippedCount === 1 ? 'approval' : `${skippedCount} approvals`} it requires`];
  return [{ kind: 'person', text: event.createdBy }, ...predicate(event), ...skipping];
}

/** The sentence as plain text: for the export, and for naming a row to a screen reader. */
export function sentenceText(parts: readonly SentencePart[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      switch (part.kind) {
        case 'flag':
        case 'environment':
          return part.name;
        case 'changeRequest':
          return `change request #${part.id}`;
        default:
          return part.text;
      }
    })
    .join('');
}
