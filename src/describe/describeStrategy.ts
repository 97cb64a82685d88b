import type { Strategy } from '../../contract';
import { valuesInWords } from './describeConstraint';

/**
 * A strategy's rule in plain words: "50% of users by userId", "userId is one of alice, bob".
 * Constraints and segments are described beside it (describeConstraint), not folded in here.
 */

const list = (value: string | undefined) =>
  (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');

function percentage(value: string | undefined): string {
  const number = Number(value);
  return Number.isFinite(number) && value !== undefined && value.trim() !== '' ? `${number}%` : '?%';
}

/**
 * Unleash's flexible rollout: `default` stickiness means userId, else sessionId, else random;
 * `random` means no stickiness at all.
 */
function rolloutWords(rollout: string | undefined, stickiness: string | undefined): string {
  const share = percentage(rollout);
  if (stickiness === 'random') return `${share} of requests, at random`;
  if (!stickiness || stickiness === 'default') return `${share} of users`;
  return `${share} of users by ${stickiness}`;
}

export function describeStrategy(strategy: Pick<Strategy, 'name' | 'parameters'>, featureName?: string): string {
  const parameters = strategy.parameters ?? {};
  switch (strategy.name) {
    case 'default':
      return 'On for everyone';
    case 'flexibleRollout': {
      const words = rolloutWords(parameters.rollout, parameters.stickiness);
      // Unleash sets groupId to the flag's name; another group shares its buckets with other flags.
      const group = parameters.groupId && featureName && parameters.groupId !== featureName ? ` (group ${parameters.groupId})` : '';
      return words + group;
    }
    case 'userWithId':
      return `userId is one of ${valuesInWords(list(parameters.userIds))}`;
    case 'gradualRolloutUserId':
      return `${percentage(parameters.percentage)} of users by userId`;
    case 'gradualRolloutSessionId':
      return `${percentage(parameters.percentage)} of sessions by sessionId`;
    case 'gradualRolloutRandom':
      return `${percentage(parameters.percentage)} of requests, at random`;
    case 'remoteAddress':
      return `remote address is one of ${valuesInWords(list(parameters.IPs))}`;
    case 'applicationHostname':
      return `application hostname is one of ${valuesInWords(list(parameters.hostNames))}`;
    default: {
      // A custom strategy: its name and its parameters as they are.
      const entries = Object.entries(parameters);
      return entries.length ? `${strategy.name}: ${entries.map(([key, value]) => `${key} = ${value}`).join(', ')}` : strategy.name;
    }
  }
}

/** "segment: beta-testers"; an id the service did not list is still shown, by number. */
export function describeSegment(id: number, names: ReadonlyMap<number, string>): string {
  return `segment: ${names.get(id) ?? `#${id}`}`;
}
