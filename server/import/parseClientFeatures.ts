import type { z } from 'zod';
import { clientFeaturesSchema, type ClientFeatures } from '../../contract';
import { ImportError } from './importError';

/** How many schema problems a refusal lists; the first few are enough to find the rest. */
const reportedIssues = 5;

/** Reads a client-features document, refusing text that is not JSON or not of that shape. */
export function parseClientFeatures(text: string, source = 'the file'): ClientFeatures {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`${source} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = clientFeaturesSchema.safeParse(json);
  if (!parsed.success) {
    throw new ImportError(`${source} is not in the client-features format ({version, features, segments}): ${describeIssues(parsed.error)}`);
  }
  refuseDuplicates(parsed.data, source);
  return parsed.data;
}

function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, reportedIssues).map((issue) => `${pathText(issue.path)}: ${issue.message}`);
  const more = error.issues.length - reportedIssues;
  return issues.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/** `features[3].strategies[0].name`, the way a person would point into the file. */
function pathText(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the document)';
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

// Flag names and segment ids are identities: a second entry would silently replace the first.
function refuseDuplicates(config: ClientFeatures, source: string): void {
  const names = new Set<string>();
  config.features.forEach((feature, index) => {
    if (names.has(feature.name)) throw new ImportError(`${source} lists the flag "${feature.name}" twice (features[${index}])`);
    names.add(feature.name);
  });
  const ids = new Set<number>();
  (config.segments ?? []).forEach((segment, index) => {
    if (ids.has(segment.id)) throw new ImportError(`${source} defines segment ${segment.id} twice (segments[${index}])`);
    ids.add(segment.id);
  });
}
