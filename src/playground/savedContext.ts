import type { AudienceContext } from '../audiences';
import { contextFieldNames, normaliseContext, type PlaygroundContext } from './playgroundContext';

/** The playground's context as a saved audience keeps it: filled fields, and properties by name. */
export function audienceContextOf(context: PlaygroundContext): AudienceContext {
  const normal = normaliseContext(context);
  const fields = Object.fromEntries(contextFieldNames.flatMap((name) => (normal[name] === '' ? [] : [[name, normal[name]]])));
  const properties = Object.fromEntries(normal.properties.filter(({ name }) => name !== '').map(({ name, value }) => [name, value]));
  return { ...fields, ...(Object.keys(properties).length > 0 ? { properties } : {}) };
}
