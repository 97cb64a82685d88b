import { say } from './processes';
import { unleashTokens } from './settings';
import { startCompatibilityStack } from './stack';

/*
 * npm run unleash: the compatibility suite's stack, kept running to look at by hand — a real
 * Unleash OSS with the seeded flags, and Flagdeck in upstream mode in front of it. Ctrl-C stops
 * everything and removes the database.
 */
const stack = await startCompatibilityStack().catch((error: unknown) => {
  say(`failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
process.stdout.write(
  [
    `Unleash:   ${stack.unleash.url}`,
    `Flagdeck:  ${stack.flagdeck.url}  (sign in with the admin token)`,
    `admin token:    ${unleashTokens.admin}`,
    `frontend token: ${unleashTokens.frontend}`,
    `client token:   ${unleashTokens.client}`,
    `a Viewer's PAT: ${stack.seeded.viewerToken}`,
    'Ctrl-C stops both and removes the database.',
  ].join('\n') + '\n',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stack.stop().finally(() => process.exit(0)));
}
