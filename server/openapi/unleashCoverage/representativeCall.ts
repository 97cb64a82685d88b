/**
 * One call of each operation in Unleash 8.2's OpenAPI document, made the same way against Unleash
 * and against the embedded service (`unleashCoverage.test.ts`, and the compatibility suite's
 * `e2e-unleash/z-api-coverage.spec.ts`). The calls run in the table's order, so a resource is
 * made before it is read, changed and removed; what an answer names (an id, a secret) is
 * remembered for the calls after it.
 */

/** What a call is sent with: the admin API token, a signed-in admin's PAT, an SDK's token, or nothing. */
export type Caller = 'admin' | 'user' | 'client' | 'frontend' | 'none';

/** The values remembered so far, by name, over the defaults of `pathDefaults`. */
export type Remembered = Readonly<Record<string, string>>;

export interface RepresentativeCall {
  /** As the document lists it: `METHOD /path/{param}`. */
  operation: string;
  /** Path values other than `pathDefaults`: a literal, or `$name` for a value remembered. */
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** The body, made of values remembered. */
  bodyFrom?: (values: Remembered) => unknown;
  /** The admin API token unless said. */
  as?: Caller;
  /** What Unleash 8.2 answers. */
  status: number;
  /**
   * Why Unleash 8.2's own answer does not parse with the schema its document gives (the answer
   * then is held to Unleash's by the compatibility suite instead).
   */
  unleashDiffers?: string;
  /** Values to remember from the answer's body, by name. */
  remember?: Record<string, (answer: unknown) => string | undefined>;
}

export const pathDefaults: Remembered = {
  projectId: 'default',
  featureName: 'coverage-flag',
  environment: 'development',
  child: 'coverage-child',
  parent: 'coverage-flag',
  type: 'simple',
  value: 'coverage',
  appName: 'coverage-app',
  contextField: 'coverageField',
  legalValue: 'gold',
};

/** A field of a JSON answer, by a path of keys and indexes, when it is a string or a number. */
export function field(answer: unknown, ...path: Array<string | number>): string | undefined {
  let here: unknown = answer;
  for (const step of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = Reflect.get(here, step);
  }
  return typeof here === 'string' || typeof here === 'number' ? String(here) : undefined;
}

/** The `token` query parameter of a link an answer gives (a reset or invite link). */
export function tokenOfLink(link: string | undefined): string | undefined {
  return link === undefined ? undefined : (new URL(link, 'http://localhost').searchParams.get('token') ?? undefined);
}
