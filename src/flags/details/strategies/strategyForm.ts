import type { Constraint, Strategy } from '../../../../contract';
import { strategyBodySchema, type StrategyBody } from '../../../../contract/adminRequests';
import { definedParameterProblems, initialDefinedParameters, normaliseDefinedParameters } from '../../../../contract/definedParameters';
import { listParameters } from '../../../../contract/limits';
import type { StrategyDefinition } from '../../../../contract/strategyDefinitions';
import { isBuiltInStrategy } from '../../../../contract/strategyParameters';

/**
 * The strategy editor's form as plain data: made from a strategy, checked with the contract's own
 * schema (so a value is refused at its field for the reason the service would give), and turned
 * into the body the service takes.
 */

/** What the editor offers to add; the older gradual rollouts are shown, never offered. */
export const editableStrategies = ['flexibleRollout', 'default', 'userWithId', 'remoteAddress', 'applicationHostname'] as const;
export type EditableStrategy = (typeof editableStrategies)[number];

export const strategyLabels: Record<EditableStrategy, string> = {
  flexibleRollout: 'Gradual rollout',
  default: 'Standard (on for everyone)',
  userWithId: 'User IDs',
  remoteAddress: 'IP addresses',
  applicationHostname: 'Hostnames',
};

export const isEditable = (name: string): name is EditableStrategy => (editableStrategies as readonly string[]).includes(name);

/** A custom strategy: one the SDKs do not build in, defined on the service with its parameters. */
export const isCustom = (name: string): boolean => !isBuiltInStrategy(name);

/** The editor edits the built-in strategies it offers and every custom one; the older rollouts are read-only. */
export const canEdit = (name: string): boolean => isEditable(name) || isCustom(name);

type DefinedParameters = Pick<StrategyDefinition, 'parameters'>;

export interface StrategyForm {
  /** One of `editableStrategies`, or a custom strategy's name. */
  name: string;
  title: string;
  disabled: boolean;
  /** flexibleRollout's parameters, as text so a half-typed value is kept. */
  rollout: string;
  stickiness: string;
  groupId: string;
  /** The list parameter of userWithId, remoteAddress and applicationHostname. */
  list: string;
  /** A custom strategy's parameters as typed, those its definition does not name kept as they were. */
  custom: Record<string, string>;
  constraints: Constraint[];
  segments: number[];
  /** What the editor does not show, kept as it was (strategy variants). */
  kept: Pick<StrategyBody, 'variants'>;
}

const listParameterOf = (name: string): string | undefined =>
  (isEditable(name) ? (listParameters as Partial<Record<EditableStrategy, string>>)[name] : undefined);

export function formOf(strategy: Strategy | undefined, featureName: string): StrategyForm {
  const parameters = strategy?.parameters ?? {};
  const name = strategy && canEdit(strategy.name) ? strategy.name : 'flexibleRollout';
  const listParameter = listParameterOf(name);
  return {
    name,
    title: strategy?.title ?? '',
    disabled: strategy?.disabled ?? false,
    rollout: parameters.rollout ?? '100',
    stickiness: parameters.stickiness ?? 'default',
    groupId: parameters.groupId ?? featureName,
    list: listParameter === undefined ? '' : parameters[listParameter] ?? '',
    custom: isCustom(name) ? { ...parameters } : {},
    constraints: strategy?.constraints ?? [],
    segments: strategy?.segments ?? [],
    kept: { variants: strategy?.variants?.map(({ name: variant, weight, weightType, stickiness, payload }) => ({ name: variant, weight, weightType, stickiness, payload })) ?? [] },
  };
}

/** The form turned to another strategy: a custom one starts as Unleash's console starts it. */
export function withStrategy(form: StrategyForm, name: string, definition: DefinedParameters | undefined): StrategyForm {
  return { ...form, name, custom: isCustom(name) && definition ? initialDefinedParameters(definition) : {} };
}

function parametersOf(form: StrategyForm): Record<string, string> {
  if (isCustom(form.name)) return form.custom;
  if (form.name === 'flexibleRollout') return { rollout: form.rollout.trim(), stickiness: form.stickiness, groupId: form.groupId.trim() };
  const listParameter = listParameterOf(form.name);
  return listParameter === undefined ? {} : { [listParameter]: form.list };
}

/** The body as typed, before the contract has read it. */
export function rawBodyOf(form: StrategyForm) {
  return {
    name: form.name,
    title: form.title.trim() === '' ? null : form.title.trim(),
    disabled: form.disabled,
    parameters: parametersOf(form),
    constraints: form.constraints,
    segments: form.segments,
    ...form.kept,
  };
}

export type FieldProblems = ReadonlyMap<string, string>;

/**
 * The body the service takes, or each field's problem by its path (`constraints.0.value`); a
 * custom strategy's parameters read against its definition, where the editor has it, as the
 * service reads them (`parameters.<name>`).
 */
export function readForm(form: StrategyForm, definition?: DefinedParameters): { body: StrategyBody } | { problems: FieldProblems } {
  const read = strategyBodySchema.safeParse(rawBodyOf(form));
  const problems = new Map<string, string>();
  for (const issue of read.success ? [] : read.error.issues) {
    const path = issue.path.join('.');
    if (!problems.has(path)) problems.set(path, issue.message);
  }
  if (definition && isCustom(form.name)) {
    for (const { parameter, message } of definedParameterProblems(definition, form.custom)) {
      const path = `parameters.${parameter}`;
      if (!problems.has(path)) problems.set(path, `${parameter} ${message}`);
    }
  }
  if (!read.success || problems.size > 0) return { problems };
  // Sent as Unleash's console writes it, so that an Unleash keeps the same values the embedded service would.
  return { body: definition && isCustom(form.name) ? { ...read.data, parameters: normaliseDefinedParameters(definition, read.data.parameters) } : read.data };
}

/** "About 25 % of users, sticky on userId, the same users as other flags with groupId checkout." */
export function rolloutSentence(form: Pick<StrategyForm, 'rollout' | 'stickiness' | 'groupId'>, featureName: string): string {
  const share = `about ${form.rollout.trim() || '?'} %`;
  const group = form.groupId.trim();
  const sameUsers = group === '' ? '' : group === featureName
    ? `, the same users whenever this flag's rollout grows (groupId ${group})`
    : `, the same users as other flags with groupId ${group}`;
  if (form.stickiness === 'random') return `On for ${share} of requests, drawn at random each time: nobody keeps their answer.`;
  const sticky = form.stickiness === 'default' ? 'sticky on userId, else sessionId, else at random' : `sticky on ${form.stickiness}`;
  return `On for ${share} of users, ${sticky}${sameUsers}.`;
}

/** A strategy as the body that adds it again elsewhere (a copy), or undefined when the service would refuse it. */
export function bodyOfStrategy(strategy: Strategy): StrategyBody | undefined {
  const { name, title, disabled, parameters, constraints, segments, variants } = strategy;
  const read = strategyBodySchema.safeParse({ name, title, disabled, parameters, constraints, segments, variants });
  return read.success ? read.data : undefined;
}
