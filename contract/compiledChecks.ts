import { featureListSchema } from './feature';

/**
 * The schemas whose checks the console imports compiled at build time
 * (scripts/compileCheck.ts), each as `virtual:compiled-check/<name>`: only answers large enough for
 * zod's interpreted check to be felt.
 */
export const compiledChecks = {
  // A project's flag list: 12.5 MB at 10,000 flags × 4 environments.
  'feature-list': featureListSchema,
} as const;
