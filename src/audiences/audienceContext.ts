import { audienceContextSchema, type AudienceContext } from '../../contract/audiences';

/**
 * A saved audience's context as its form holds it: the named fields as typed, and properties as
 * `name=value` lines. Reading the form checks it with the contract, so a problem is named at its
 * field before anything is sent.
 */

export const audienceFieldNames = ['userId', 'sessionId', 'remoteAddress', 'environment', 'appName', 'currentTime'] as const;
export type AudienceFieldName = (typeof audienceFieldNames)[number];

export type AudienceForm = Record<AudienceFieldName, string> & { properties: string };

export function formOf(context: AudienceContext | undefined): AudienceForm {
  const properties = Object.entries(context?.properties ?? {}).map(([name, value]) => `${name}=${value}`).join('\n');
  return {
    userId: context?.userId ?? '', sessionId: context?.sessionId ?? '', remoteAddress: context?.remoteAddress ?? '',
    environment: context?.environment ?? '', appName: context?.appName ?? '', currentTime: context?.currentTime ?? '', properties,
  };
}

export type ReadForm = { context: AudienceContext; problems?: undefined } | { context?: undefined; problems: ReadonlyMap<string, string> };

/** The context a form describes, or the problems by field (`userId`, `properties`). Empty fields are left out. */
export function readForm(form: AudienceForm): ReadForm {
  const problems = new Map<string, string>();
  const properties: Record<string, string> = {};
  form.properties.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const equals = line.indexOf('=');
    if (equals <= 0) problems.set('properties', `Line ${index + 1}: write name=value`);
    else properties[line.slice(0, equals).trim()] = line.slice(equals + 1).trim();
  });
  const fields = Object.fromEntries(audienceFieldNames.flatMap((name) => (form[name].trim() === '' ? [] : [[name, form[name].trim()]])));
  const parsed = audienceContextSchema.safeParse({ ...fields, properties });
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'context');
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  if (problems.size > 0 || !parsed.success) return { problems };
  return { context: parsed.data };
}

/** The form field a service's detail names (`context.properties.plan` is the properties field). */
export function fieldOfPath(path: string): string {
  const inContext = path.startsWith('context.') ? path.slice('context.'.length) : path;
  return inContext.split('.')[0] ?? inContext;
}

/** A short line for lists: "userId=u-1 · region=eu". */
export function describeAudienceContext(context: AudienceContext): string {
  const fields = audienceFieldNames.flatMap((name) => (context[name] ? [`${name}=${context[name]}`] : []));
  const properties = Object.entries(context.properties ?? {}).map(([name, value]) => `${name}=${value}`);
  const parts = [...fields, ...properties];
  return parts.length > 0 ? parts.join(' · ') : 'empty context';
}
