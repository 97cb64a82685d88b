import { contextLimits } from '../../contract/limits';
import { isTopLevelField, type EvaluationContext } from './evaluationContext';
import { InvalidContextError } from './invalidContextError';

/*
 * The one place where context input becomes an EvaluationContext, for query strings and JSON
 * bodies alike. It follows how Unleash's frontend API reads a context (its createContext): named
 * fields at the top level, empty named fields dropped, every other field a property, explicit
 * properties winning over same-named loose fields. Unlike Unleash it honours `currentTime`.
 */

/** Bounds that keep one request's evaluation cheap; beyond them the caller gets a 400. */
export { contextLimits };

export interface ContextInput {
  /** Fields as given: a named context field or, for any other name, a property. */
  fields: ReadonlyArray<readonly [string, string]>;
  /** Properties given explicitly (`properties[name]=value`, or `properties: {...}` in a body). */
  properties: ReadonlyArray<readonly [string, string]>;
}

export function buildContext({ fields, properties }: ContextInput): EvaluationContext {
  const count = fields.length + properties.length;
  if (count > contextLimits.maxFields) {
    throw new InvalidContextError(
      `too many context fields: ${count}, at most ${contextLimits.maxFields} are accepted`,
    );
  }
  const context: EvaluationContext = { properties: {} };
  const loose = new Map<string, string>();
  for (const [name, value] of fields) {
    checkSize(name, value);
    if (!isTopLevelField(name)) loose.set(name, value);
    // Unleash drops empty named fields, so `userId=` means "no user" and defaults still apply.
    else if (value === '') continue;
    else if (name === 'currentTime') context.currentTime = parseCurrentTime(value);
    else context[name] = value;
  }
  const explicit = new Map<string, string>();
  for (const [name, value] of properties) {
    checkSize(`properties[${name}]`, value);
    if (name === '') throw new InvalidContextError('a property needs a name: properties[name]=value', 'properties');
    explicit.set(name, value);
  }
  // Object.fromEntries defines own properties, so a name like "__proto__" is a plain property.
  context.properties = Object.fromEntries([...loose, ...explicit]);
  return context;
}

function checkSize(name: string, value: string): void {
  if (name.length > contextLimits.maxNameLength) {
    throw new InvalidContextError(
      `context field name "${name.slice(0, 40)}…" is ${name.length} characters long, at most ${contextLimits.maxNameLength} are accepted`,
    );
  }
  if (value.length > contextLimits.maxValueLength) {
    throw new InvalidContextError(
      `context field "${name}" is ${value.length} characters long, at most ${contextLimits.maxValueLength} are accepted`,
      name,
    );
  }
}

// A calendar date, optionally with a time of day and an offset: what "ISO date" means to a person
// asking "what will this user see on Monday?". Date.parse alone would also take "Monday 3pm".
const isoDate = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function parseCurrentTime(value: string): Date {
  const time = isoDate.test(value) && isCalendarDate(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new InvalidContextError(
      `currentTime "${value.slice(0, 60)}" is not an ISO 8601 date, such as 2030-01-31 or 2030-01-31T09:00:00Z`,
      'currentTime',
    );
  }
  return new Date(time);
}

// Date.parse rolls an impossible day over ("2030-02-31" is 3 March); a person meant no such date.
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
