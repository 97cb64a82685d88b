import { integrationLimits, maskedParameter, type AddonProviderName } from '../../contract/addons';
import type { ErrorDetail } from '../../contract/error';
import { parseDestinationUrl, RefusedDestination } from './destination';
import { providers, sensitiveParameters } from './providers';

/*
 * A provider's parameters as an integration is saved with them: each a text, the required ones
 * given, the URL an http(s) one, extra headers a JSON object of texts. Each problem names its
 * field (`parameters.url`), so the console shows it there.
 */

const limitOf = (name: string) => (name === 'url' ? integrationLimits.urlLength : name === 'secret' ? integrationLimits.secretLength : integrationLimits.parameterLength);

function headersProblem(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'must be a JSON object, such as {"X-Team": "checkout"}';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be a JSON object of header names and values';
  if (!Object.values(value).every((header) => typeof header === 'string')) return 'each header\'s value must be a text';
  return undefined;
}

/**
 * The parameters to keep, from those sent and (on an update) those stored: a sensitive one sent as
 * `*****` keeps its stored value, as Unleash does, and empty ones are left out.
 */
export function readParameters(
  provider: AddonProviderName, sent: Record<string, unknown>, stored: Record<string, unknown> = {},
): { parameters: Record<string, string>; problems: ErrorDetail[] } {
  const sensitive = sensitiveParameters(provider);
  const problems: ErrorDetail[] = [];
  const parameters: Record<string, string> = {};
  for (const [name, value] of Object.entries(sent)) {
    const path = `parameters.${name}`;
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string') {
      problems.push({ path, message: `${path}: must be a text` });
      continue;
    }
    const kept = value === maskedParameter && sensitive.has(name) ? stored[name] : value;
    if (typeof kept !== 'string' || kept.trim() === '') continue;
    if (kept.length > limitOf(name)) problems.push({ path, message: `${path}: must be at most ${limitOf(name)} characters` });
    else parameters[name] = kept.trim();
  }
  for (const definition of providers[provider].parameters ?? []) {
    const path = `parameters.${definition.name}`;
    const value = parameters[definition.name];
    if (value === undefined) {
      if (definition.required && !problems.some((problem) => problem.path === path)) problems.push({ path, message: `${path}: ${definition.displayName} is required` });
      continue;
    }
    if (definition.type === 'url') {
      try {
        parseDestinationUrl(value);
      } catch (error) {
        if (!(error instanceof RefusedDestination)) throw error;
        problems.push({ path, message: `${path}: ${error.message}` });
      }
    }
    if (definition.name === 'customHeaders') {
      const problem = headersProblem(value);
      if (problem) problems.push({ path, message: `${path}: ${problem}` });
    }
  }
  return { parameters, problems };
}

/** The parameters as the API answers them: the sensitive ones masked. */
export function maskedParameters(provider: string, parameters: Record<string, unknown>): Record<string, unknown> {
  const sensitive = sensitiveParameters(provider);
  return Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, sensitive.has(name) ? maskedParameter : value]));
}
