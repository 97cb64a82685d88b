import { BadData } from './errors';

/**
 * A link's URL as Unleash keeps it (its `normalize-url` with https as the default protocol): an
 * address without a scheme is taken as https; only http and https links are kept (a `javascript:`
 * link in the console would run script); the root path's trailing slash is dropped.
 */
export function normalizeLinkUrl(raw: string): string {
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw invalid(raw);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') throw invalid(raw);
  const href = url.href;
  return url.pathname === '/' && url.search === '' && url.hash === '' ? href.slice(0, -1) : href;
}

const invalid = (raw: string) => new BadData(`url: invalid URL: ${raw}`, [{ message: 'url: not an http or https address', path: 'url' }]);
