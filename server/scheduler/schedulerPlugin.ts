import type { FastifyInstance } from 'fastify';
import type { ChangeRequestScheduler } from './changeRequestScheduler';

/**
 * The change request scheduler as a part of the app: every pending schedule in the store is armed
 * once the app is ready, and every timer is stopped when it closes. The routes that schedule a
 * request arm it through the same scheduler (`routes/context.ts`).
 */
export async function changeRequestSchedulerPlugin(app: FastifyInstance, { scheduler }: { scheduler: ChangeRequestScheduler }): Promise<void> {
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}
