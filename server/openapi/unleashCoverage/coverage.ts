import { answerValidator } from './answerValidator';
import type { CallResult } from './runCalls';
import type { UnleashDocument, UnleashOperation } from './unleashDocument';

/** How one operation of Unleash's document fared: each of its calls answered, and how. */
export interface OperationOutcome {
  operation: UnleashOperation;
  /** Some call of it reached a route (whatever it answered). */
  answered: boolean;
  /** Every call of it answered what Unleash answers, in the shape Unleash's document gives. */
  inUnleashShape: boolean;
  /** What went wrong, call by call, for the report. */
  problems: string[];
}

/**
 * Each operation's calls, judged: `noSuchRoute` says whether an answer is the service's own "no
 * such route"; the status must be Unleash's, and a JSON body must parse with the schema Unleash's
 * document gives for that status (unless Unleash's own answer does not, `unleashDiffers`).
 */
export function judge(
  document: UnleashDocument,
  operations: readonly UnleashOperation[],
  results: readonly CallResult[],
  noSuchRoute: (result: Required<Pick<CallResult, 'request' | 'answer'>>) => boolean,
): OperationOutcome[] {
  const validate = answerValidator(document);
  return operations.map((operation) => {
    const mine = results.filter((result) => result.call.operation === operation.key);
    const problems: string[] = [];
    let answered = false;
    for (const { call, request, answer, missing } of mine) {
      if (!request || !answer) {
        problems.push(`not called: no ${missing ?? 'value'} from an earlier call`);
        continue;
      }
      if (noSuchRoute({ request, answer })) {
        problems.push('no such route');
        continue;
      }
      answered = true;
      if (answer.status !== call.status) problems.push(`${request.path} answered ${answer.status}, Unleash ${call.status}: ${answer.text.slice(0, 300)}`);
      const schema = operation.answers[String(answer.status)];
      const problem = schema && call.unleashDiffers === undefined ? validate(schema, answer.body) : undefined;
      if (problem) problems.push(`${request.path}: the answer does not parse with Unleash's schema: ${problem}`);
    }
    return { operation, answered, inUnleashShape: answered && mine.length > 0 && problems.length === 0, problems };
  });
}
