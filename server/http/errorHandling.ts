import type { FastifyError, FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { badData, HttpError, notFound } from './errors';

/**
 * Turns every failure into the seed's error body, reads JSON bodies (an empty one counts as no
 * body, as clients send `Content-Type: application/json` on bodiless POSTs such as `/off`), and
 * answers unknown paths: 404 NotFoundError under /api, the console's index.html elsewhere.
 */
const staticFile = /\.(js|mjs|css|map|ico|png|svg|webmanifest|woff2?)$/;

export function registerErrorHandling(app: FastifyInstance, distDir: string): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      done(null, parsed);
    } catch {
      done(badData('The request body is not valid JSON.'), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body());
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const answer = status === 400 ? badData(error.message) : new HttpError(status, 'BadDataError', error.message);
      return reply.status(status).send(answer.body());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(new HttpError(500, 'InternalError', 'Something went wrong on the server; the log has the details.').body());
  });

  const consoleBuilt = existsSync(join(distDir, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send(notFound(`There is no ${request.method} ${path} in this API.`).body());
    }
    // A missing file (/assets/gone.js) is a 404; page paths get the console's index.html, even
    // with a dot in them (flag names may have one).
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/') || staticFile.test(path)) {
      return reply.status(404).send(notFound(`There is no ${request.method} ${path}.`).body());
    }
    if (!consoleBuilt) {
      return reply.status(503).type('text/plain; charset=utf-8')
        .send('The Flagdeck console has not been built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\nThe API is available under /api.\n');
    }
    // The console routes in the browser; every page path gets the same index.html.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
