import { readFileSync } from 'node:fs';

/** The operations (`METHOD /path`) the README's Unleash API coverage section names. */
export function operationsNamedInReadme(): Set<string> {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = /\n## Unleash API coverage\n([\s\S]*?)(\n## |$)/.exec(readme)?.[1] ?? '';
  return new Set([...section.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/[^`]*)`/g)].map((match) => match[1] ?? ''));
}
