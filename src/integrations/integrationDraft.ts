import { maskedParameter, type Addon, type AddonCreateUpdate, type AddonType } from '../../contract/addons';

/*
 * An integration as its form holds it, and the body saved from it. A sensitive parameter the
 * service holds comes back masked (`*****`): the form shows it empty, "kept", and sends the mask
 * back while it stays empty, which keeps the stored value on both services.
 */

export interface IntegrationDraft {
  provider: string;
  description: string;
  enabled: boolean;
  parameters: Record<string, string>;
  /** Sensitive parameters the service holds a value of, kept unless one is typed. */
  kept: readonly string[];
  events: readonly string[];
  projects: readonly string[];
  environments: readonly string[];
}

/** The events a new integration starts with: a flag switched on or off, where the provider offers them. */
const switchEvents = ['feature-environment-enabled', 'feature-environment-disabled'];

export function newDraft(provider: AddonType): IntegrationDraft {
  return {
    provider: provider.name,
    description: '',
    enabled: true,
    parameters: {},
    kept: [],
    events: (provider.events ?? []).filter((event) => switchEvents.includes(event)),
    projects: [],
    environments: [],
  };
}

export function draftOf(addon: Addon): IntegrationDraft {
  const entries = Object.entries(addon.parameters);
  return {
    provider: addon.provider,
    description: addon.description ?? '',
    enabled: addon.enabled,
    parameters: Object.fromEntries(entries.filter(([, value]) => typeof value === 'string' && value !== maskedParameter).map(([name, value]) => [name, String(value)])),
    kept: entries.filter(([, value]) => value === maskedParameter).map(([name]) => name),
    events: addon.events,
    projects: addon.projects ?? [],
    environments: addon.environments ?? [],
  };
}

export function bodyOf(draft: IntegrationDraft): AddonCreateUpdate {
  const typed = Object.entries(draft.parameters).map(([name, value]) => [name, value.trim()] as const).filter(([, value]) => value !== '');
  const typedNames = new Set(typed.map(([name]) => name));
  const kept = draft.kept.filter((name) => !typedNames.has(name)).map((name) => [name, maskedParameter] as const);
  return {
    provider: draft.provider,
    description: draft.description.trim(),
    enabled: draft.enabled,
    parameters: Object.fromEntries([...typed, ...kept]),
    events: [...draft.events],
    projects: [...draft.projects],
    environments: [...draft.environments],
  };
}

/** What the form can tell before asking the service: the provider's required parameters, by `parameters.<name>`. */
export function missingParameters(draft: IntegrationDraft, provider: AddonType): Map<string, string> {
  const body = bodyOf(draft);
  return new Map((provider.parameters ?? [])
    .filter((parameter) => parameter.required && body.parameters[parameter.name] === undefined)
    .map((parameter) => [`parameters.${parameter.name}`, `${parameter.displayName} is required.`]));
}

export const toggled = (list: readonly string[], value: string, on: boolean): string[] =>
  (on ? [...new Set([...list, value])] : list.filter((item) => item !== value));
