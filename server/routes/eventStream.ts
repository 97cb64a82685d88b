import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '../../contract/error';
import { eventSchema } from '../../contract/events';
import { BadData } from '../domain/errors';
import { principalOf, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import type { EventFeed } from '../live/eventFeed';
import { readLastEventId } from '../live/serverSentEvents';

/** A client this far behind in reading its stream is dropped rather than kept in memory. */
const maxUnsentBytes = 1_048_576;

/** The live stream of the event log (server/README.md, Live updates): Flagdeck's own; Unleash 8.2 has none. */
export function registerEventStreamRoutes(app: FastifyInstance, { live }: { live: EventFeed }): void {
  const route = routesOf(app, 'Events');

  route({
    method: 'GET', url: '/api/admin/events/stream', access: signedIn,
    summary: 'Flagdeck\'s own (Unleash has none): every event as it is recorded, as Server-Sent Events',
    description: 'Each message is one event of the log (the event search\'s shape) with the event\'s id as its `id`; a caller who is not an admin '
      + 'gets only the events of projects, as in the search. `Last-Event-ID` (digits) resumes after that event: the events missed are sent first, '
      + 'or, when they are too many, a `reset` message (read everything again). A `ready` message follows, then each new event; a comment line '
      + 'every 15 seconds keeps a quiet stream open. The stream ends with a `signed-out` message when the session or token it was opened with ends. '
      + 'Too many streams at once answer 429.',
    contentType: 'text/event-stream',
    responses: { 200: eventSchema, 400: errorBodySchema, 429: errorBodySchema },
    options: { compress: false, exposeHeadRoute: false },
    handler: async ({ request, reply }) => {
      const lastEventId = readLastEventId(request.headers['last-event-id']);
      if (lastEventId === 'invalid') throw new BadData('Last-Event-ID must be the id of an event: digits.', [{ message: 'must be digits', path: 'Last-Event-ID' }]);
      const principal = principalOf(request);
      live.admit(principal);
      // From here the answer is written by hand: it is never compressed, never buffered and never ends on its own.
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // A proxy (nginx) that buffers answers would hold the events back.
        'x-accel-buffering': 'no',
      });
      const connection = {
        write: (text: string) => {
          if (response.writableEnded || response.destroyed) return false;
          response.write(text);
          return response.writableLength < maxUnsentBytes;
        },
        end: () => {
          if (!response.writableEnded) response.end();
        },
      };
      response.on('close', () => live.leave(connection));
      live.join(connection, principal, lastEventId);
    },
  });
}
