import type { EvaluationProblem } from './evaluationProblem';

interface EvaluationAlertProps {
  /** Each failed context's problem, with the context's name. */
  problems: Array<EvaluationProblem & { context: string }>;
  contextCount: number;
  onRetry: () => void;
}

/**
 * Why the evaluation failed, by the form (which is kept as typed). A problem shared by several
 * contexts (a refused token, a service that is down) is said once.
 */
export function EvaluationAlert({ problems, contextCount, onRetry }: EvaluationAlertProps) {
  if (problems.length === 0) return null;
  const groups = new Map<string, { problem: EvaluationProblem; contexts: string[] }>();
  for (const problem of problems) {
    const key = `${problem.title}\u0000${problem.message}`;
    const group = groups.get(key) ?? { problem, contexts: [] };
    group.contexts.push(problem.context);
    groups.set(key, group);
  }
  const retryable = problems.some((problem) => problem.retryable);
  return (
    <div role="alert" className="panel panel-error evaluation-alert">
      {[...groups.values()].map(({ problem, contexts }) => (
        <div key={contexts.join()}>
          <h2 className="panel-title">
            {contexts.length < contextCount ? `${contexts.join(', ')}: ` : ''}
            {problem.title}
          </h2>
          <p>{problem.message}</p>
        </div>
      ))}
      {retryable && (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
