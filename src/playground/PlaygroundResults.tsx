import type { PlaygroundState } from './playgroundUrl';
import { EmptyPanel } from '../ui/StatePanels';
import { NotEnabledPanel } from './NotEnabledPanel';
import { ResultsPanel } from './ResultsPanel';
import { describeContext } from './playgroundContext';
import { contextName, type useEvaluations } from './useEvaluations';

interface PlaygroundResultsProps {
  state: PlaygroundState;
  update: (next: Partial<PlaygroundState>) => void;
  hasToken: boolean;
  evaluated: ReturnType<typeof useEvaluations>;
  /** Whose flags are listed as not enabled, and for which environment. */
  project: string;
  environment: string | null;
}

/** What the service answered: the enabled flags (or the comparison), then the ones left out. */
export function PlaygroundResults({ state, update, hasToken, evaluated, project, environment }: PlaygroundResultsProps) {
  const { evaluations, loaded, allFailed } = evaluated;
  const comparing = state.contexts.length > 1;
  if (!hasToken) {
    return (
      <EmptyPanel title="No frontend token yet">
        <p className="muted">Paste a frontend token (or create one) and press Evaluate to see which flags this context gets.</p>
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
  return (
    <>
      <ResultsPanel
        results={state.contexts.map((context, index) => {
          const evaluation = evaluations[index];
          return {
            name: contextName(index),
            description: describeContext(context),
            toggles: evaluation?.isError ? undefined : evaluation?.data,
            failed: evaluation?.isError ?? false,
            updating: Boolean(evaluation && (evaluation.isPlaceholderData || (evaluation.isFetching && evaluation.data !== undefined))),
          };
        })}
        search={state.search}
        onSearch={(search) => update({ search })}
        onlyDifferences={state.onlyDifferences}
        onOnlyDifferences={(onlyDifferences) => update({ onlyDifferences })}
      />
      {loaded && (
        <NotEnabledPanel project={project} environment={environment} results={evaluations.map((evaluation) => evaluation.data ?? [])} comparing={comparing} />
      )}
    </>
  );
}
