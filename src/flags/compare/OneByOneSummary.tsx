import { isApiError } from '../../api';
import { describeError } from '../../ui/describeError';
import type { PromotionStepInWords } from './environmentDiff';
import type { ChangeOutcome } from './promoteOneByOne';

const changeCount = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'change' : 'changes'}`;

/** What became of one change, in words. */
export function outcomeInWords(outcome: ChangeOutcome | undefined, environment: string): string {
  if (!outcome) return 'Waiting.';
  switch (outcome.kind) {
    case 'made':
      return 'Made.';
    case 'failed': {
      const { error } = outcome;
      // Unleash open source has no change requests; an Unleash that has them refuses a direct change there so.
      const why = isApiError(error, 'NoAccess') && error.permission === 'SKIP_CHANGE_REQUEST'
        ? ` ${environment} requires change requests on this service: promote through one instead.`
        : '';
      return `Failed: ${describeError(error).message}${why}`;
    }
    case 'notTried':
      return outcome.because === 'flagFailed'
        ? 'Not made: a change of this flag before it failed, and this one was to follow it.'
        : 'Not made: the service stopped taking changes (see the failure above).';
  }
}

/** "3 of 4 changes made in production, one by one; 1 failed." */
export function oneByOneSentence(outcomes: readonly ChangeOutcome[], total: number, environment: string): string {
  const made = outcomes.filter((outcome) => outcome.kind === 'made').length;
  const failed = outcomes.filter((outcome) => outcome.kind === 'failed').length;
  const notTried = outcomes.filter((outcome) => outcome.kind === 'notTried').length;
  const rest = [failed > 0 ? `${failed.toLocaleString('en')} failed` : '', notTried > 0 ? `${notTried.toLocaleString('en')} not made` : ''].filter(Boolean);
  const head = made === total ? `All ${changeCount(total)} made in ${environment}, one by one` : `${made.toLocaleString('en')} of ${changeCount(total)} made in ${environment}, one by one`;
  return `${head}${rest.length > 0 ? `; ${rest.join(', ')}` : ''}.`;
}

/** Each change of a promotion made one by one, with what became of it, in the order they were made. */
export function OneByOneOutcomes({ steps, outcomes, environment }: { steps: readonly PromotionStepInWords[]; outcomes: readonly ChangeOutcome[]; environment: string }) {
  return (
    // Scrolls when long: focusable, so a keyboard reaches every line.
    <ol className="dialog-list compare-outcomes" aria-label="Each change" tabIndex={0}>
      {steps.map((step, index) => {
        const outcome = outcomes[index];
        return (
          <li key={index} className={`compare-outcome compare-outcome-${outcome?.kind ?? 'waiting'}`}>
            <strong>{step.change.feature}</strong>: {step.words}. <span>{outcomeInWords(outcome, environment)}</span>
          </li>
        );
      })}
    </ol>
  );
}
