import { parseArgs } from 'node:util';
import { openDatabase } from '../store/openDatabase';
import { describeImport, importClientFeaturesFile } from './importClientFeaturesFile';
import { readCommandLine } from './commandLine';
import { ImportError } from './importError';

/*
 * npm run import -- --file flags.json [--project default] [--environment development]
 * Writes into the store in DATA_DIR (default ./data). Safe while the server runs: the import is
 * one transaction, and the server's frontend API sees the new configuration on its next request.
 * The server's lock on the folder (store/dataFolderLock.ts) keeps out a second server, not this.
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
  const commandLine = readCommandLine(readArguments, usage);
  if ('exitCode' in commandLine) return commandLine.exitCode;
  const { values } = commandLine;
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
