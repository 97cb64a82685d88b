import { parseArgs } from 'node:util';
import { openDatabase } from '../store/openDatabase';
import { describeImport, importClientFeaturesFile } from './importClientFeaturesFile';
import { ImportError } from './importError';

/*
 * npm run import -- --file flags.json [--project default] [--environment development]
 * Writes into the store in DATA_DIR (default ./data). Safe while the server runs: the import is
 * one transaction, and the server's frontend API sees the new configuration on its next request.
 */
const usage = 'usage: npm run import -- --file <client-features.json> [--project <id>] [--environment <name>]';

function readArguments() {
  return parseArgs({
    options: {
      file: { type: 'string', short: 'f' },
      project: { type: 'string', short: 'p', default: 'default' },
      environment: { type: 'string', short: 'e', default: 'development' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
}

function main(): number {
  let values: ReturnType<typeof readArguments>;
  try {
    values = readArguments();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!values.file) {
    console.error(`--file is required\n${usage}`);
    return 2;
  }
  const db = openDatabase(process.env.DATA_DIR || './data');
  try {
    console.log(describeImport(importClientFeaturesFile(db, values.file, values.project, values.environment)));
    return 0;
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    console.error(`import refused, nothing was changed: ${error.message}`);
    return 1;
  } finally {
    db.close();
  }
}

process.exitCode = main();
