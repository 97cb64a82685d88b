import { parseArgs } from 'node:util';
import { ConfigError } from '../config';
import { describeImport, importClientFeatures, ImportError } from '../import';
import { readCommandLine } from '../import/commandLine';
import { openDatabase } from '../store/openDatabase';
import { parseServiceUrl } from '../upstream/upstreamUrl';
import { fetchClientFeatures } from './fetchClientFeatures';
import { environmentOfToken } from './tokenEnvironment';

/*
 * npm run mirror -- --from https://unleash.example.com --token <client token>
 *                   [--project default] [--environment <the token's environment>]
 * Copies a real instance's flags of one project, as its SDKs see them in the token's environment,
 * into the embedded service's store in DATA_DIR (default ./data), through the same import as
 * `npm run import`, and like it safe beside a running server. The token may also come from
 * UNLEASH_CLIENT_TOKEN, which keeps it out of the process list; it is never printed.
 */
const usage =
  'usage: npm run mirror -- --from <Unleash URL> --token <client token> [--project <id>] [--environment <name>]\n' +
  '       (the token may be given in UNLEASH_CLIENT_TOKEN instead of --token)';

function readArguments() {
  return parseArgs({
    options: {
      from: { type: 'string' },
      token: { type: 'string' },
      project: { type: 'string', short: 'p', default: 'default' },
      environment: { type: 'string', short: 'e' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
}

async function main(): Promise<number> {
  const commandLine = readCommandLine(readArguments, usage);
  if ('exitCode' in commandLine) return commandLine.exitCode;
  const { values } = commandLine;
  const token = values.token ?? process.env.UNLEASH_CLIENT_TOKEN;
  if (!values.from || !token) {
    console.error(`--from and a client token are required\n${usage}`);
    return 2;
  }
  let from: URL;
  try {
    from = parseServiceUrl(values.from, '--from');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 2;
  }
  const environment = values.environment ?? environmentOfToken(token) ?? 'development';
  try {
    const config = await fetchClientFeatures({ from, token, project: values.project });
    const db = openDatabase(process.env.DATA_DIR || './data');
    try {
      const summary = importClientFeatures(db, config, { project: values.project, environment });
      console.log(`mirrored ${from.origin}${from.pathname.replace(/\/$/, '')}: ${describeImport(summary)}`);
    } finally {
      db.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    console.error(`mirror refused, nothing was changed: ${error.message}`);
    return 1;
  }
}

process.exitCode = await main();
