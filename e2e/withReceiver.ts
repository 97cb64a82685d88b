import { startWebhookReceiver, type WebhookReceiver } from '../server/test/webhookReceiver';
import { test as base } from './fixtures';
import { serverStartLimitMs, startServer } from './server';

/**
 * The test fixture with a real HTTP receiver on loopback, which the server is told it may reach
 * (INTEGRATION_ALLOWED_HOSTS), as an administrator would name an internal host: integrations and
 * one's own notification webhook deliver to it.
 */
export const test = base.extend<{ receiver: WebhookReceiver }>({
  receiver: async ({}, use) => {
    const receiver = await startWebhookReceiver();
    await use(receiver);
    await receiver.close();
  },
  server: [
    async ({ receiver, page }, use) => {
      const server = await startServer({ env: { INTEGRATION_ALLOWED_HOSTS: receiver.hostAndPort } });
      await use(server);
      await page.close(); // before the server stops, as in fixtures.ts
      await server.stop();
    },
    { scope: 'test', timeout: serverStartLimitMs + 10_000 },
  ],
});
