import { hostname } from 'node:os';
import { Strategy, type Context } from 'unleash-client';
import { memoisedLists } from './listParameter';

/*
 * The SDK's `userWithId` and `applicationHostname` strategies, reading their lists as the SDK
 * does but in linear time and once per snapshot (`listParameter.ts`): configuration an import
 * kept as given may hold any text there. Same answers as the SDK's (`listStrategies.test.ts`).
 */

export class ParsedUserWithIdStrategy extends Strategy {
  private readonly userIdsOf = memoisedLists((items) => new Set(items));

  constructor() {
    super('userWithId');
  }

  override isEnabled(parameters: Record<string, unknown>, context: Context): boolean {
    const list = parameters.userIds;
    if (typeof list !== 'string' || list === '' || context.userId === undefined) return false;
    return this.userIdsOf(list).has(context.userId);
  }
}

/** On when the list names the host the service runs on (`HOSTNAME`, else the OS's name), in any case. */
export class ParsedApplicationHostnameStrategy extends Strategy {
  // The SDK's rule for the host's name, read when the strategy is made, as the SDK reads it.
  private readonly hostname = (process.env.HOSTNAME || hostname() || 'undefined').toLowerCase();
  // Lower case changes no comma and no whitespace, so items lowered one by one are the SDK's.
  private readonly namesHost = memoisedLists((items) => items.some((item) => item.toLowerCase() === this.hostname));

  constructor() {
    super('applicationHostname');
  }

  override isEnabled(parameters: Record<string, unknown>): boolean {
    const list = parameters.hostNames;
    if (typeof list !== 'string' || list === '') return false;
    return this.namesHost(list);
  }
}
