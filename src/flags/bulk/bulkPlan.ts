import type { Environment, Feature, Tag } from '../../../contract';
import { bulkLimits, changeRequestLimits } from '../../../contract/limits';
import type { AddChangeBody } from '../../../contract/changeRequestRequests';
import { tagKey } from '../selectFlags';

/**
 * What a bulk change would do to the selected flags, before it is made: which flags it changes,
 * which are so already, and how it goes through — one call that is all or nothing, or one change
 * request with a change per flag where the environment requires one (as a single switch does:
 * togglePlan). Pure, so the preview the dialog shows is what is sent.
 */
export type BulkAction =
  | { kind: 'switch'; environment: Environment; enabled: boolean }
  | { kind: 'tag'; tag: Tag; add: boolean }
  | { kind: 'archive' };

export interface BulkSituation {
  /** The environments that require change requests, with the approvals each requires. */
  changeRequestEnvironments: ReadonlyMap<string, number>;
  /** Whether the user may skip change requests in an environment (admins). */
  maySkip: (environment: string) => boolean;
}

export type BulkRoute =
  | { kind: 'direct'; skippedApprovals: number; production: boolean }
  | { kind: 'changeRequest'; environment: string };

export interface BulkPreview {
  action: BulkAction;
  /** The flags the change changes, in the order shown. */
  changing: string[];
  /** The flags selected that are so already: left as they are. */
  unchanged: string[];
  /** Flags that depend on selected ones and are not selected: turned off flags stop their dependants; archiving takes them too. */
  dependants: string[];
  /** Flags among `changing` that others depend on: archived last, as a parent cannot go before its dependants. */
  parents: string[];
  route: BulkRoute;
  /** Why it cannot be made as it is, if it cannot. */
  refusal: string | undefined;
}

const isOn = (flag: Feature, environment: string) => flag.environments?.find((entry) => entry.name === environment)?.enabled === true;
const hasTag = (flag: Feature, tag: Tag) => (flag.tags ?? []).some((candidate) => tagKey(candidate) === tagKey(tag));

function changes(action: BulkAction, flag: Feature): boolean {
  switch (action.kind) {
    case 'switch':
      return isOn(flag, action.environment.name) !== action.enabled;
    case 'tag':
      return hasTag(flag, action.tag) !== action.add;
    case 'archive':
      return true;
  }
}

/** Dependants of `changing` that are not among them; for archiving, they must go too (a parent cannot be archived alone). */
function dependantsOf(flags: readonly Feature[], changing: ReadonlySet<string>): string[] {
  const outside = new Set<string>();
  for (const flag of flags) {
    if (!changing.has(flag.name)) continue;
    for (const child of flag.children ?? []) if (!changing.has(child)) outside.add(child);
  }
  return [...outside].sort();
}

function routeOf(action: BulkAction, situation: BulkSituation): BulkRoute {
  const required = situation.changeRequestEnvironments;
  if (action.kind === 'tag') return { kind: 'direct', skippedApprovals: 0, production: false };
  // Archiving takes flags out of every environment: any that requires change requests decides, as for one flag.
  const environments = action.kind === 'switch' ? [action.environment.name] : [...required.keys()];
  const guarded = environments.filter((environment) => required.has(environment));
  const proposeIn = guarded.find((environment) => !situation.maySkip(environment));
  if (proposeIn !== undefined) return { kind: 'changeRequest', environment: proposeIn };
  return {
    kind: 'direct',
    skippedApprovals: Math.max(0, ...guarded.map((environment) => required.get(environment) ?? 0)),
    production: action.kind === 'switch' && action.environment.type === 'production',
  };
}

export function previewBulk(action: BulkAction, selected: readonly Feature[], situation: BulkSituation): BulkPreview {
  const changing = selected.filter((flag) => changes(action, flag)).map((flag) => flag.name);
  const unchanged = selected.filter((flag) => !changes(action, flag)).map((flag) => flag.name);
  const turningOff = action.kind === 'archive' || (action.kind === 'switch' && !action.enabled);
  const dependants = turningOff ? dependantsOf(selected, new Set(changing)) : [];
  const route = routeOf(action, situation);
  const count = changing.length + (action.kind === 'archive' ? dependants.length : 0);
  let refusal: string | undefined;
  if (count > bulkLimits.flags) refusal = `One bulk change takes at most ${bulkLimits.flags.toLocaleString('en')} flags; ${count.toLocaleString('en')} would change. Select fewer.`;
  else if (route.kind === 'changeRequest' && count > changeRequestLimits.changes) {
    refusal = `${route.environment} requires change requests, and one holds at most ${changeRequestLimits.changes} changes; ${count.toLocaleString('en')} would change. Select fewer.`;
  }
  const parents = selected.filter((flag) => (flag.children ?? []).length > 0 && changing.includes(flag.name)).map((flag) => flag.name);
  return { action, changing, unchanged, dependants, parents, route, refusal };
}

/** The flags the change is sent for: for archiving, their dependants too, and every parent last. */
export function flagsToSend(preview: BulkPreview): string[] {
  if (preview.action.kind !== 'archive') return preview.changing;
  const parents = new Set(preview.parents);
  return [...preview.dependants, ...preview.changing.filter((name) => !parents.has(name)), ...preview.parents];
}

/** The change request's changes, one per flag, in Unleash's shapes. */
export function proposedChanges(preview: BulkPreview): AddChangeBody[] {
  const { action } = preview;
  if (action.kind === 'switch') return flagsToSend(preview).map((feature) => ({ feature, action: 'updateEnabled', payload: { enabled: action.enabled } }));
  return flagsToSend(preview).map((feature) => ({ feature, action: 'archiveFeature' }));
}

/** The action on `flags` (a count in words, "640 flags") as a sentence's start: "turn off 640 flags in production". */
export function actionInWords(action: BulkAction, flags: string): string {
  switch (action.kind) {
    case 'switch':
      return `turn ${action.enabled ? 'on' : 'off'} ${flags} in ${action.environment.name}`;
    case 'tag':
      return action.add ? `tag ${flags} with ${tagKey(action.tag)}` : `remove the tag ${tagKey(action.tag)} from ${flags}`;
    case 'archive':
      return `archive ${flags}`;
  }
}

export const flagCount = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'flag' : 'flags'}`;
