import { readFileSync } from 'node:fs';
import type { Db } from '../store/openDatabase';
import { importClientFeatures, type ImportSummary } from './importClientFeatures';
import { ImportError } from './importError';
import { parseClientFeatures } from './parseClientFeatures';

/** Reads a client-features file and imports it; refusals name the file and the problem. */
export function importClientFeaturesFile(db: Db, path: string, project: string, environment: string): ImportSummary {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ImportError(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return importClientFeatures(db, parseClientFeatures(text, path), { project, environment });
}

/** One line for a person: what the import did. */
export function describeImport(summary: ImportSummary): string {
  const { project, environment, segments } = summary;
  const parts = [
    `imported ${summary.flags} flags into project "${project}", environment "${environment}"`,
    `${summary.createdFlags} new`,
    `${summary.clearedFlags} of the project's other flags switched off there`,
    `segments: ${segments.created} added, ${segments.reused} reused, ${segments.updated} updated`,
  ];
  if (summary.createdProject) parts.push(`project "${project}" created`);
  if (summary.createdEnvironment) parts.push(`environment "${environment}" created`);
  if (summary.danglingReferences.length > 0) {
    parts.push(`kept missing as in the file: ${summary.danglingReferences.join(', ')}`);
  }
  return parts.join('; ');
}
