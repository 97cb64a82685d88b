import type { ClientFeatures } from '../../contract';
import { ImportError, parseClientFeatures } from '../import';

export interface MirrorSource {
  /** The instance's base address (with its base path, if any). */
  from: URL;
  /** A client (server-side SDK) token of that instance. */
  token: string;
  /** Only this project's flags (`?project=`). */
  project: string;
}

/**
 * Reads an instance's flag configuration the way a server-side SDK does: `GET /api/client/features`
 * with a client token. It says it speaks client specification 5, so Unleash sends segments as a
 * list instead of copying their constraints into every strategy (the mirror keeps them as segments).
 * Failures are ImportErrors that name the address and never the token.
 */
export async function fetchClientFeatures({ from, token, project }: MirrorSource, timeoutMs = 30_000): Promise<ClientFeatures> {
  const url = new URL(`${from.pathname.replace(/\/$/, '')}/api/client/features`, from);
  url.searchParams.set('project', project);
  const where = `${from.origin}${url.pathname}`;
  let answer: Response;
  try {
    answer = await fetch(url, {
      headers: { Authorization: token, Accept: 'application/json', 'Unleash-Client-Spec': '5.0.0', 'UNLEASH-APPNAME': 'flagdeck-mirror' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs / 1000} s` : 'could not connect';
    throw new ImportError(`cannot read ${where}: ${why}`);
  }
  const text = await answer.text();
  if (answer.status === 401 || answer.status === 403) {
    throw new ImportError(`${where} refused the token (HTTP ${answer.status}): it takes a client (server-side SDK) token of that instance`);
  }
  if (!answer.ok) throw new ImportError(`${where} answered HTTP ${answer.status}: ${text.slice(0, 200)}`);
  return parseClientFeatures(text, where);
}
