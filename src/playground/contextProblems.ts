import type { PlaygroundContext } from './playgroundContext';

/** What the form can tell before anything is sent: rows the service would refuse or overwrite. */
export interface ContextProblems {
  /** Problems of property rows, by row index. */
  properties: Record<number, string>;
}

export function contextProblems(context: PlaygroundContext): ContextProblems {
  const properties: Record<number, string> = {};
  const seen = new Set<string>();
  context.properties.forEach(({ name, value }, index) => {
    if (name === '' && value !== '') properties[index] = 'A property needs a name.';
    else if (name !== '' && seen.has(name)) properties[index] = `"${name}" is already given above; only one value is sent.`;
    seen.add(name);
  });
  return { properties };
}

export function hasProblems(problems: ContextProblems): boolean {
  return Object.keys(problems.properties).length > 0;
}
