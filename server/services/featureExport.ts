import type { ExportQuery, ExportResult } from '../../contract/importExport';
import type { Principal } from '../auth/principal';
import { BadData } from '../domain/errors';
import { findEnvironment } from '../store/environments';
import { recordEvent } from '../store/events';
import { exportFeatures as readExport, type ExportedFlags } from '../store/featureExport';
import { liveFlagsTagged } from '../store/flagLookup';
import type { Db } from '../store/openDatabase';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/**
 * Flags of one environment in Unleash's export format, chosen by name, by tag or by project. The
 * export is recorded as Unleash records it: `features-exported` with the query as its data (not
 * the flags, which for a whole project would make the event as large as the export).
 */
export function exportFeatures(db: Db, caller: Principal, query: ExportQuery): ExportResult {
  return writeTransaction(db, () => {
    if (!findEnvironment(db, query.environment)) {
      throw new BadData(`There is no environment "${query.environment}".`, [{ message: 'no such environment', path: 'environment' }]);
    }
    const chosen: ExportedFlags = query.features ? { names: query.features }
      : query.tag ? { names: liveFlagsTagged(db, tagOf(query.tag)).map((flag) => flag.name) }
        : { project: query.project ?? '' };
    const result = readExport(db, chosen, query.environment);
    recordEvent(db, authorOf(caller), { type: 'features-exported', environment: query.environment, ...(query.project ? { project: query.project } : {}), data: query });
    return result;
  });
}

function tagOf(text: string): { type: string; value: string } {
  const [type = '', ...value] = text.split(':');
  if (value.length === 0) throw new BadData('`tag` is `type:value`.', [{ message: 'is `type:value`', path: 'tag' }]);
  return { type, value: value.join(':') };
}
