import fc from 'fast-check';

/*
 * The raw material of the fuzz tests: strings an attacker or a careless client sends, and values
 * of the wrong type for a field. Each arbitrary here is bad for the place it is used in, so every
 * request built from it must be refused.
 */

const nastyConstants = [
  '../../etc/passwd', '..\\..\\windows\\win.ini', '..%2F..%2Fetc', '.', '..', "' OR '1'='1", "x'; DROP TABLE features; --",
  '" OR ""="', '1; SELECT * FROM pats', '/* comment */', '%00', '\u0000', 'null\u0000byte', '<script>alert(1)</script>',
  '${jndi:ldap://x/a}', '{{7*7}}', '__proto__', 'constructor', 'prototype', 'hasOwnProperty', '😀🚩', 'Ω≈ç√∫', '\u202egnp.exe',
  'ｆｕｌｌｗｉｄｔｈ', '\t\n\r', ' ', 'a b', '%', '%%', '?x=1', '#frag', 'a/b', 'a\\b', '0', '-1', '99999999999999999999', '1e3', 'NaN',
];

/** A string that no stored name equals: path traversal, SQL and markup metacharacters, unicode, huge. */
export function hostileString(existing: ReadonlySet<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...nastyConstants),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    fc.tuple(fc.constantFrom("'", '"', ';', '--', '/*', '../', '%', '`', '\\'), fc.string({ maxLength: 20 })).map(([a, b]) => a + b),
    // Longer than any stored name (100), around and beyond the router's limit (1,000).
    fc.integer({ min: 101, max: 1_300 }).map((length) => 'n'.repeat(length)),
  ).filter((text) => !existing.has(text) && !/^\d+$/.test(text));
}

/**
 * A hostile path segment. `.` and `..` are left out: a URL resolves them as steps however they are
 * encoded (`%2E%2E` too, by the WHATWG URL rules that browsers and `inject` follow), so
 * `…/features/../favorites` is a request to another route, not a flag named `..`.
 */
export function hostileSegment(existing: ReadonlySet<string>): fc.Arbitrary<string> {
  return hostileString(existing).filter((text) => text !== '.' && text !== '..');
}

/** Percent-encodes every byte but the unreserved ones, as a client would (lone surrogates become U+FFFD). */
export function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** Path segments no client should send as is: broken percent-encoding. */
export const brokenSegment = fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE', 'a%2');

const anyString = fc.string({ maxLength: 30 });
const nested = fc.oneof(fc.dictionary(anyString, fc.oneof(fc.integer(), anyString), { maxKeys: 3 }), fc.constant({}));
const list = fc.array(fc.oneof(fc.integer(), anyString, fc.boolean()), { maxLength: 3 });

/**
 * A value of another JSON type than `sample` has (never null, which a nullable field takes), and
 * none of `accepted`: the values of another type the field takes as well (`rootRole: 'Viewer'` for
 * its number, `1` for its name).
 */
export function wrongTypeFor(sample: unknown, accepted: readonly unknown[] = []): fc.Arbitrary<unknown> {
  const strings = anyString;
  const numbers = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  const other = (): fc.Arbitrary<unknown> => {
    if (typeof sample === 'string') return fc.oneof(numbers, fc.boolean(), nested, list);
    if (typeof sample === 'number') return fc.oneof(strings, fc.boolean(), nested, list);
    if (typeof sample === 'boolean') return fc.oneof(strings, numbers, nested, list);
    if (Array.isArray(sample)) return fc.oneof(strings, numbers, fc.boolean(), nested);
    return fc.oneof(strings, numbers, fc.boolean(), list);
  };
  return other().filter((value) => !accepted.includes(value));
}

/** A top-level body of the wrong kind for a body that must be an object (or, `array`, a list). */
export function wrongBody(kind: 'object' | 'array'): fc.Arbitrary<unknown> {
  const scalars = fc.oneof(fc.constant(null), fc.integer(), anyString, fc.boolean());
  return kind === 'object' ? fc.oneof(scalars, fc.array(scalars, { minLength: 1, maxLength: 3 })) : fc.oneof(scalars, nested);
}

/** Text that is not JSON at all, sent as application/json. */
export const notJson = fc.oneof(
  fc.constantFrom('{', '{"a":', "{'single':'quotes'}", '[1,2', 'undefined', 'NaN', '{"a":1}}', '\u0000', '<xml/>', '{"a":01}'),
  fc.string({ minLength: 1, maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return text.trim() !== '';
    }
  }),
);

/**
 * `object` with an own key `__proto__`, as JSON.parse makes one from a body (in a literal or by
 * assignment, that name sets the prototype instead): a name a record read from JSON would drop.
 */
export function withProtoKey(object: Record<string, unknown>, value: unknown): Record<string, unknown> {
  return Object.defineProperty({ ...object }, '__proto__', { value, enumerable: true, configurable: true, writable: true });
}
