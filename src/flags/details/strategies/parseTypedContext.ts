import type { FlatContext } from '../../../evaluation-contexts/recentContexts';

/**
 * A context typed into the editor's try, as the playground's address writes one
 * (`userId=carol&plan=pro`) or with spaces between the pairs (`userId=carol plan=pro`).
 */
export function parseTypedContext(text: string): { context: FlatContext } | { problem: string } {
  const pairs = text.trim().split(/[&\s]+/).filter((pair) => pair !== '');
  if (pairs.length === 0) return { problem: 'Type a field and its value, such as userId=carol.' };
  const context: FlatContext = {};
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    if (equals <= 0) return { problem: `"${pair}" is not a field and its value: write it as name=value.` };
    // Object.defineProperty keeps a field named like an object's own (`__proto__`) a plain field.
    Object.defineProperty(context, decode(pair.slice(0, equals)), { value: decode(pair.slice(equals + 1)), enumerable: true, writable: true, configurable: true });
  }
  return { context };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
