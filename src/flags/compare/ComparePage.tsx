import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Feature } from '../../../contract';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { bulkLimits, changeRequestLimits } from '../../../contract/limits';
import { paths } from '../../lib/paths';
import { projectEnvironmentsOptions } from '../../projects';
import { segmentNamesOptions } from '../../segments';
import { ActionButton } from '../../ui/ActionButton';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { EmptyPanel, LoadingPanel } from '../../ui/StatePanels';
import { viewerOptions } from '../../viewer/queries';
import { may } from '../../viewer/viewer';
import { changeRequestEnvironmentsOptions, environmentChangesCallOptions, flagOptions, projectConfigurationOptions } from '../queries';
import { unavailableSwitches } from '../switchAccess';
import { differenceInWords } from './DifferenceItem';
import { FlagDifferences } from './FlagDifferences';
import { compareEnvironments, promotable, promotionSteps, type PromotionStepInWords } from './environmentDiff';
import { flagsOfExports } from './exportedFlags';
import { PromoteDialog } from './PromoteDialog';
import type { PromotionRoute } from './usePromotion';

const noSegments: ReadonlyMap<number, string> = new Map();
/** Flags whose differences are drawn at once: a project of thousands draws a page of them, and more on demand. */
const flagsShownAtOnce = 50;

/** The named flags' details as one value, the same value while none of them changes (React Query keeps it). */
function readDetails(results: UseQueryResult<Feature>[]) {
  return {
    flags: results.map((result) => result.data),
    loaded: results.every((result) => result.data !== undefined),
    error: results.find((result) => result.error)?.error ?? null,
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}

/**
 * Two environments of a project (or of the flags named in the address) side by side: the
 * differences of each flag, chosen one by one, promoted from one environment to the other as one
 * change, or as one change request where the target requires them.
 */
export function ComparePage() {
  const { projectId = '' } = useParams();
  const ids = useId();
  const [search, setSearch] = useSearchParams();
  const named = search.getAll('flag');
  const environments = useQuery(projectEnvironmentsOptions(projectId));
  const details = useQueries({ queries: named.map((name) => flagOptions(projectId, name)), combine: readDetails });
  const environmentNames = environments.data?.map((environment) => environment.name) ?? [];
  const from = search.get('from') ?? environmentNames[0] ?? '';
  const to = search.get('to') ?? environmentNames.find((name) => name !== from) ?? '';
  // A whole project: each environment read at once, however many flags it holds.
  const wholeProject = named.length === 0 && from !== '' && to !== '' && from !== to;
  const fromExport = useQuery({ ...projectConfigurationOptions(projectId, from), enabled: wholeProject });
  const toExport = useQuery({ ...projectConfigurationOptions(projectId, to), enabled: wholeProject });
  const segmentNames = useQuery(segmentNamesOptions()).data ?? noSegments;
  const changeRequests = useQuery(changeRequestEnvironmentsOptions(projectId));
  const viewer = useQuery(viewerOptions());
  const [chosenOut, setChosenOut] = useState<ReadonlySet<string>>(new Set());
  const [shownCount, setShownCount] = useState(flagsShownAtOnce);
  const onChoose = useCallback((id: string, on: boolean) => setChosenOut((out) => {
    const next = new Set(out);
    if (on) next.delete(id);
    else next.add(id);
    return next;
  }), []);
  // The changes as they were when Promote was pressed: the summary names them after the flags are read again.
  const [promoting, setPromoting] = useState<PromotionStepInWords[] | null>(null);

  const choose = (which: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(search);
    next.set(which, value);
    setSearch(next, { replace: true });
  };

  const fromRead = fromExport.data;
  const toRead = toExport.data;
  const loaded = named.length > 0 ? details.loaded : fromRead !== undefined && toRead !== undefined;
  // Compared once per read (thousands of flags), not on each choice.
  const comparisons = useMemo(() => {
    if (from === '' || to === '' || from === to) return [];
    const flags = named.length > 0 ? details.flags : fromRead && toRead ? flagsOfExports(from, fromRead, to, toRead) : [];
    return flags.flatMap((flag) => (flag ? [compareEnvironments(flag, from, to)] : []));
  }, [from, to, fromRead, toRead, named.length, details.flags]);
  const differing = comparisons.filter((comparison) => comparison.differences.length > 0);
  const chosen = new Set(differing.flatMap((comparison) => comparison.differences.filter((difference) => promotable(difference) && !chosenOut.has(difference.id)).map((difference) => difference.id)));
  const steps = promotionSteps(differing, chosen).map(({ change, difference }): PromotionStepInWords => (
    { change, words: differenceInWords(difference, change.feature, from, to, segmentNames) }
  ));
  const changes = steps.map((step) => step.change);
  // How the service takes a promotion, asked while the differences are read, so the dialog need not wait.
  useQuery({ ...environmentChangesCallOptions(), enabled: differing.length > 0 });
  const required = changeRequests.data?.get(to);
  const maySkip = viewer.data !== undefined && may(viewer.data, 'SKIP_CHANGE_REQUEST', { project: projectId, environment: to });
  const route: PromotionRoute = required !== undefined && !maySkip ? { kind: 'changeRequest' } : { kind: 'direct', skippedApprovals: required ?? 0 };
  const most = route.kind === 'changeRequest' ? changeRequestLimits.changes : bulkLimits.flags;
  const unavailable = unavailableSwitches(viewer.data, projectId, environments.data, changeRequests.data).get(to)
    ?? (changes.length > most ? `One promotion takes at most ${most.toLocaleString('en')} changes; choose fewer.` : undefined);

  const error = environments.error ?? details.error ?? (wholeProject ? fromExport.error ?? toExport.error : null);
  let content;
  if (error) {
    content = <ErrorPanel error={error} onRetry={() => void Promise.all([environments.refetch(), ...(wholeProject ? [fromExport.refetch(), toExport.refetch()] : [details.refetch()])])} notFound={`There is no project "${projectId}", or no flag of that name in it, on this service.`} />;
  } else if (!environments.data || (from !== to && !loaded)) {
    content = <LoadingPanel label="Reading the flags of both environments…" />;
  } else if (from !== to && comparisons.length === 0) {
    content = <EmptyPanel title="No flags in this project yet" />;
  } else if (from === to) {
    content = <EmptyPanel title="Choose two different environments" />;
  } else if (differing.length === 0) {
    content = (
      <EmptyPanel title={`${from} and ${to} are the same`}>
        <p className="muted">{comparisons.length === 1 ? comparisons[0]?.feature : `All ${comparisons.length.toLocaleString('en')} flags compared`} switch, strategies and variants alike.</p>
      </EmptyPanel>
    );
  } else {
    content = (
      <>
        <p role="status">
          {differing.length.toLocaleString('en')} of {comparisons.length.toLocaleString('en')} {comparisons.length === 1 ? 'flag differs' : 'flags differ'} between {from} and {to}; {(comparisons.length - differing.length).toLocaleString('en')} the same.
        </p>
        {differing.slice(0, shownCount).map((comparison) => (
          <FlagDifferences
            key={comparison.feature} projectId={projectId} comparison={comparison} from={from} to={to}
            headingId={`${ids}-${comparison.feature}`} segmentNames={segmentNames} chosen={chosen} onChoose={onChoose}
          />
        ))}
        {differing.length > shownCount && (
          <p>
            <button type="button" className="button" onClick={() => setShownCount((count) => count + flagsShownAtOnce)}>
              Show {Math.min(flagsShownAtOnce, differing.length - shownCount).toLocaleString('en')} more of the {(differing.length - shownCount).toLocaleString('en')} not shown
            </button>
            {' '}<span className="muted">Their differences are chosen too: the promotion takes every difference chosen, shown or not.</span>
          </p>
        )}
        <p>
          <ActionButton className="button button-primary" unavailable={unavailable} disabled={changes.length === 0} onClick={() => setPromoting(steps)}>
            Promote {changes.length.toLocaleString('en')} {changes.length === 1 ? 'change' : 'changes'} to {to}…
          </ActionButton>
        </p>
      </>
    );
  }

  return (
    <section className="page compare-page" aria-labelledby={`${ids}-title`}>
      <header className="page-header">
        <h1 id={`${ids}-title`}>Compare environments</h1>
        <span className="muted">{named.length === 1 ? <>flag <strong>{named[0]}</strong> of </> : null}project <strong>{projectId}</strong></span>
        <Link className="button button-quiet" to={named.length === 1 && named[0] ? paths.flag(projectId, named[0]) : paths.flags(projectId)}>Back to flags</Link>
      </header>
      {environments.data && (
        <p className="toolbar">
          {(['from', 'to'] as const).map((which) => (
            <label key={which} className="toolbar-field" htmlFor={`${ids}-${which}`}>
              {which === 'from' ? 'From' : 'To'}
              <select id={`${ids}-${which}`} value={which === 'from' ? from : to} onChange={(event) => choose(which, event.target.value)}>
                {environments.data.map((environment) => <option key={environment.name} value={environment.name}>{environment.name}</option>)}
              </select>
            </label>
          ))}
        </p>
      )}
      {content}
      {promoting && <PromoteDialog projectId={projectId} from={from} to={to} steps={promoting} route={route} onClose={() => setPromoting(null)} />}
    </section>
  );
}
