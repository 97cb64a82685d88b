import { useEffect, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { adminRequestOf } from './adminRequest';
import type { ContextAnswer } from './answers';
import { evaluationProblem } from './evaluationProblem';
import { contextQueryString, type PlaygroundContext } from './playgroundContext';
import type { Via } from './playgroundUrl';
import { adminEvaluationOptions, evaluationOptions } from './queries';

const contextNames = ['Context A', 'Context B', 'Context C'];
export const contextName = (index: number) => contextNames[index] ?? `Context ${index + 1}`;

/** How the contexts are evaluated: the admin playground in an environment of a project, or the frontend API with a token. */
export type EvaluationSource = { via: Extract<Via, 'admin'>; environment: string; project: string } | { via: Extract<Via, 'frontend'>; token: string };

function optionsFor(context: PlaygroundContext, source: EvaluationSource) {
  return source.via === 'admin'
    ? adminEvaluationOptions(adminRequestOf(context, source.environment, source.project))
    : evaluationOptions(contextQueryString(context), source.token);
}

/** One evaluation per context, and what their failures mean. */
export function useEvaluations(contexts: PlaygroundContext[], source: EvaluationSource) {
  // useQueries gives a new key a new observer, so keepPreviousData alone would show a spinner
  // instead of the previous answer: each context's last answer is kept here and used instead.
  const previous = useRef<Array<ContextAnswer | undefined>>([]);
  const evaluations = useQueries({
    queries: contexts.map((context, index) => ({
      ...optionsFor(context, source),
      placeholderData: (kept: ContextAnswer | undefined) => kept ?? previous.current[index],
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
      evaluation.isError ? [{ ...evaluationProblem(evaluation.error, source.via), context: contextName(index) }] : [],
    ),
    /** Every context answered, for itself (not a previous context's answer kept on screen). */
    loaded: evaluations.every((evaluation) => evaluation.isSuccess && !evaluation.isPlaceholderData),
    allFailed: evaluations.every((evaluation) => evaluation.isError),
    rerun: () => evaluations.forEach((evaluation) => void evaluation.refetch()),
  };
}
