import type { CallResult } from './runCalls';
import { shapeDifferences, type ShapeDifference } from './shapeDifferences';

export interface Compared {
  /** Calls answered with another status than Unleash's, or not made, that the README does not name. */
  statuses: string[];
  /** The differences in shape of the answers both services gave with the same status, below 300. */
  met: Array<{ operation: string; difference: ShapeDifference }>;
}

/**
 * The same calls' results on Unleash and on the embedded service, compared call by call.
 * `namedInReadme` holds the operations the README names as not answered in Unleash's status:
 * their status may differ (their shape is still compared when it does not).
 */
export function compareAnswers(unleash: readonly CallResult[], embedded: readonly CallResult[], namedInReadme: ReadonlySet<string>): Compared {
  const statuses: string[] = [];
  const met: Compared['met'] = [];
  unleash.forEach((theirs, index) => {
    const ours = embedded[index];
    const operation = theirs.call.operation;
    if (!theirs.answer) {
      statuses.push(`${operation}: not called on Unleash (no ${theirs.missing ?? 'value'} from an earlier call)`);
      return;
    }
    if (!ours?.answer) {
      if (!namedInReadme.has(operation)) statuses.push(`${operation}: not called on the embedded service (no ${ours?.missing ?? 'value'} from an earlier call)`);
      return;
    }
    if (theirs.answer.status !== ours.answer.status) {
      if (!namedInReadme.has(operation)) statuses.push(`${operation} (${ours.request?.path ?? ''}): Unleash ${theirs.answer.status}, embedded ${ours.answer.status}: ${ours.answer.text.slice(0, 200)}`);
      return;
    }
    if (theirs.answer.status >= 300) return;
    for (const difference of shapeDifferences(theirs.answer.body, ours.answer.body)) met.push({ operation, difference });
  });
  return { statuses, met };
}
