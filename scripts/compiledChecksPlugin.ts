import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { compileCheck } from './compileCheck.ts';

type CompiledChecks = typeof import('../contract/compiledChecks.ts')['compiledChecks'];

const prefix = 'virtual:compiled-check/';
// Rollup's convention for a virtual module's id: a leading NUL keeps other plugins off it.
const resolvedPrefix = `\0${prefix}`;

/**
 * Serves `virtual:compiled-check/<name>` (typed in src/vite-env.d.ts): the check of the schema
 * contract/compiledChecks.ts names so, compiled. The table is loaded through Vite's own module
 * runner, as the console's modules are, and not imported by this config.
 */
export function compiledChecksPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'flagdeck-compiled-checks',
    configResolved: (config) => {
      root = config.root;
    },
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const name = id.slice(resolvedPrefix.length);
      const table = resolve(root, 'contract/compiledChecks.ts');
      this.addWatchFile(table);
      // No config file: this config is the one being loaded.
      const { module } = await runnerImport<{ compiledChecks: CompiledChecks }>(table, { configFile: false, logLevel: 'error' });
      const checks: Record<string, CompiledChecks[keyof CompiledChecks]> = module.compiledChecks;
      const schema = Object.hasOwn(checks, name) ? checks[name] : undefined;
      if (!schema) this.error(`No compiled check is named "${name}"; contract/compiledChecks.ts lists them`);
      return compileCheck(schema);
    },
  };
}
