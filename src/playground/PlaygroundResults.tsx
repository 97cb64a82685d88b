import { useId } from 'react';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import type { Evaluation } from './answers';
import { flagReason } from './flagReasons';
import { NotEnabledPanel } from './NotEnabledPanel';
import { describeContext, type PlaygroundContext } from './playgroundContext';
import type { PlaygroundState } from './playgroundUrl';
import { ResultsPanel, type ContextResult } from './ResultsPanel';
import type { EnabledWhy } from './ResultTable';
import { contextName, type useEvaluations } from './useEvaluations';
import { variantReason } from './variantReason';
import { WhyPanel } from './WhyPanel';

interface PlaygroundResultsProps {
  state: PlaygroundState;
  update: (next: Partial<PlaygroundState>) => void;
  /** Nothing can be evaluated yet, and why: no frontend token, no environment to evaluate in. */
  waiting: { title: string; message: string; loading?: boolean } | null;
  evaluated: ReturnType<typeof useEvaluations>;
  /** Whose flags are listed, and for which environment (the frontend token's, when it says). */
  project: string;
  environment: string | null;
  /** The project flags link to where the answer does not say (null: not known). */
  linkProject: string | null;
  /** The form no longer holds what these results are for, and what to say about it. */
  stale: string | null;
}

/** The admin playground's reasons, per flag: a sentence for each not enabled, and for each enabled with its variant. */
function reasonsOf(evaluation: Evaluation | undefined) {
  const whyEnabled = new Map<string, EnabledWhy>();
  const whyNot = new Map<string, string>();
  for (const entry of evaluation?.explained ?? []) {
    if (entry.isEnabled) whyEnabled.set(entry.name, { summary: flagReason(entry).summary, variant: variantReason(entry) });
    else whyNot.set(entry.name, flagReason(entry).summary);
  }
  return evaluation?.explained ? { whyEnabled, whyNot, explained: evaluation.explained } : {};
}

/** One column per evaluation: a context, or each combination the admin playground made of its comma-separated values. */
function columnsOf(contexts: readonly PlaygroundContext[], { evaluations }: ReturnType<typeof useEvaluations>): ContextResult[] {
  return contexts.flatMap((context, index) => {
    const query = evaluations[index];
    const failed = query?.isError ?? false;
    const updating = Boolean(query && (query.isPlaceholderData || (query.isFetching && query.data !== undefined)));
    const answer = failed ? undefined : query?.data;
    if (!answer || answer.length <= 1) {
      return [{ name: contextName(index), description: describeContext(context), toggles: answer?.[0]?.toggles, failed, updating, ...reasonsOf(answer?.[0]) }];
    }
    return answer.map((evaluation) => {
      const used = Object.entries(evaluation.usedContext ?? {}).map(([name, value]) => `${name}=${value}`).join(' · ');
      return { name: `${contextName(index)}: ${used}`, description: used, toggles: evaluation.toggles, failed, updating, ...reasonsOf(evaluation) };
    });
  });
}

/** What the service answered: the enabled flags (or the comparison), then the ones left out, and why where it says. */
export function PlaygroundResults({ state, update, waiting, evaluated, project, environment, linkProject, stale }: PlaygroundResultsProps) {
  const staleId = useId();
  const { loaded, allFailed } = evaluated;
  const comparing = state.contexts.length > 1;
  if (waiting) {
    return waiting.loading ? (
      <LoadingPanel label={waiting.message} />
    ) : (
      <EmptyPanel title={waiting.title}>
        <p className="muted">{waiting.message}</p>
      </EmptyPanel>
    );
  }
  if (allFailed) {
    return (
      <EmptyPanel title="No answer">
        <p className="muted">The service did not evaluate {comparing ? 'these contexts' : 'this context'}: the reason is shown by the form.</p>
      </EmptyPanel>
    );
  }
  const columns = columnsOf(state.contexts, evaluated);
  const whyColumns = columns.flatMap(({ name, explained }) => (explained ? [{ name, explained }] : []));

  return (
    <div className={stale ? 'playground-results is-stale' : 'playground-results'} aria-describedby={stale ? staleId : undefined}>
      {stale && (
        <p id={staleId} className="panel stale-note" role="status">
          {stale}
        </p>
      )}
      <ResultsPanel
        results={columns}
        project={linkProject}
        search={state.search}
        onSearch={(search) => update({ search })}
        onlyDifferences={state.onlyDifferences}
        onOnlyDifferences={(onlyDifferences) => update({ onlyDifferences })}
      />
      {loaded && state.via === 'admin' && whyColumns.length === columns.length && (
        <WhyPanel columns={whyColumns} project={project} environment={environment ?? ''} search={state.search} />
      )}
      {loaded && state.via === 'frontend' && (
        <NotEnabledPanel project={project} environment={environment} results={columns.map((column) => column.toggles ?? [])} comparing={comparing} />
      )}
    </div>
  );
}
