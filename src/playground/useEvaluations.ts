import { useEffect, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { FrontendToggle } from '../../contract';
import { evaluationProblem } from './evaluationProblem';
import { contextQueryString, type PlaygroundContext } from './playgroundContext';
import { evaluationOptions } from './queries';

const contextNames = ['Context A', 'Context B', 'Context C'];
export const contextName = (index: number) => contextNames[index] ?? `Context ${index + 1}`;

/** One evaluation per context, and what their failures mean. */
export function useEvaluations(contexts: PlaygroundContext[], token: string) {
  // useQueries gives a new key a new observer, so keepPreviousData alone would show a spinner
  // instead of the previous answer: each context's last answer is kept here and used instead.
  const previous = useRef<Array<FrontendToggle[] | undefined>>([]);
  const evaluations = useQueries({
    queries: contexts.map((context, index) => ({
      ...evaluationOptions(contextQueryString(context), token),
      placeholderData: (kept: FrontendToggle[] | undefined) => kept ?? previous.current[index],
    })),
  });
  useEffect(() => {
    previous.current = evaluations.map((evaluation, index) =>
      evaluation.isSuccess && !evaluation.isPlaceholderData ? evaluation.data : previous.current[index],
    );
  });
  return {
    evaluations,
    problems: evaluations.flatMap((evaluation, index) =>
      evaluation.isError ? [{ ...evaluationProblem(evaluation.error), context: contextName(index) }] : [],
    ),
    /** Every context answered, for itself (not a previous context's answer kept on screen). */
    loaded: evaluations.every((evaluation) => evaluation.isSuccess && !evaluation.isPlaceholderData),
    allFailed: evaluations.every((evaluation) => evaluation.isError),
    rerun: () => evaluations.forEach((evaluation) => void evaluation.refetch()),
  };
}
