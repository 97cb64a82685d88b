import type { FastifyInstance } from 'fastify';

/**
 * The console's answers (its page, its assets, the "not built" note) carry a strict policy: scripts
 * only from this origin (Vite emits module scripts in files, never inline), calls only to this
 * origin, no framing, no sniffing, no referrer. Styles may be inline: Radix's scroll lock adds a
 * <style> element and React sets style attributes; a style cannot run code.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const consoleSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** What a browser may render as a page on the console's origin: HTML, SVG, XML, or no type given (it sniffs). */
const pageType = /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\s*(;|$)/i;
const rendersAsPage = (contentType: unknown) => typeof contentType !== 'string' || pageType.test(contentType);

/**
 * Every answer outside /api gets the console's headers, and so does every answer under /api that a
 * browser could render as a page: in upstream mode that is the upstream's, on the console's
 * origin. Other /api answers keep their own headers (JSON, or an upstream's as it sent them).
 */
export function registerConsoleSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request.url) || rendersAsPage(reply.getHeader('content-type'))) reply.headers(consoleSecurityHeaders);
    return payload;
  });
}
