import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
import { changeRequestEnvironmentsOptions, environmentChangesCallOptions, flagListOptions, flagOptions } from '../queries';
import { unavailableSwitches } from '../switchAccess';
import { differenceInWords, DifferenceItem } from './DifferenceItem';
import { compareLimit } from './compareLimit';
import { compareEnvironments, promotable, promotionSteps, type PromotionStepInWords } from './environmentDiff';
import { PromoteDialog } from './PromoteDialog';
import type { PromotionRoute } from './usePromotion';

const noSegments: ReadonlyMap<number, string> = new Map();

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
  const list = useQuery({ ...flagListOptions(projectId), select: (flags) => flags.features.map((flag) => flag.name), enabled: named.length === 0 });
  const names = named.length > 0 ? named : (list.data ?? []).slice(0, compareLimit);
  const details = useQueries({ queries: names.map((name) => flagOptions(projectId, name)) });
  const segmentNames = useQuery(segmentNamesOptions()).data ?? noSegments;
  const changeRequests = useQuery(changeRequestEnvironmentsOptions(projectId));
  const viewer = useQuery(viewerOptions());
  const [chosenOut, setChosenOut] = useState<ReadonlySet<string>>(new Set());
  // The changes as they were when Promote was pressed: the summary names them after the flags are read again.
  const [promoting, setPromoting] = useState<PromotionStepInWords[] | null>(null);

  const environmentNames = environments.data?.map((environment) => environment.name) ?? [];
  const from = search.get('from') ?? environmentNames[0] ?? '';
  const to = search.get('to') ?? environmentNames.find((name) => name !== from) ?? '';
  const choose = (which: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(search);
    next.set(which, value);
    setSearch(next, { replace: true });
  };

  const loaded = details.every((detail) => detail.data !== undefined);
  const flags = details.map((detail) => detail.data);
  // At most a hundred flags: compared afresh on each render rather than remembered.
  const comparisons = loaded && from && to && from !== to ? flags.flatMap((flag) => (flag ? [compareEnvironments(flag, from, to)] : [])) : [];
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

  const error = environments.error ?? list.error ?? details.find((detail) => detail.error)?.error;
  let content;
  if (error) {
    content = <ErrorPanel error={error} onRetry={() => void Promise.all([environments.refetch(), list.refetch(), ...details.map((detail) => detail.refetch())])} notFound={`There is no project "${projectId}", or no flag of that name in it, on this service.`} />;
  } else if (!environments.data || (named.length === 0 && !list.data) || !loaded) {
    content = <LoadingPanel label="Reading the flags of both environments…" />;
  } else if (names.length === 0) {
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
          {differing.length.toLocaleString('en')} of {comparisons.length.toLocaleString('en')} {comparisons.length === 1 ? 'flag differs' : 'flags differ'} between {from} and {to}; {comparisons.length - differing.length} the same.
        </p>
        {differing.map((comparison) => (
          <section key={comparison.feature} className="compare-flag" aria-labelledby={`${ids}-${comparison.feature}`}>
            <h2 id={`${ids}-${comparison.feature}`}><Link to={paths.flag(projectId, comparison.feature)}>{comparison.feature}</Link></h2>
            <ul className="compare-differences" aria-label={`Differences of ${comparison.feature}`}>
              {comparison.differences.map((difference) => (
                <DifferenceItem
                  key={difference.id} difference={difference} chosen={chosen.has(difference.id)}
                  words={differenceInWords(difference, comparison.feature, from, to, segmentNames)}
                  onChoose={(id, on) => setChosenOut((out) => {
                    const next = new Set(out);
                    if (on) next.delete(id);
                    else next.add(id);
                    return next;
                  })}
                />
              ))}
            </ul>
            {comparison.same.length > 0 && <p className="muted">{comparison.same.length} {comparison.same.length === 1 ? 'strategy is' : 'strategies are'} the same in both.</p>}
          </section>
        ))}
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
      {named.length === 0 && (list.data?.length ?? 0) > compareLimit && (
        <p className="muted">The first {compareLimit} of the project's {list.data?.length.toLocaleString('en')} flags, by name: open the comparison from a flag, or from the flags selected on the Flags page, for others.</p>
      )}
      {content}
      {promoting && <PromoteDialog projectId={projectId} from={from} to={to} steps={promoting} route={route} onClose={() => setPromoting(null)} />}
    </section>
  );
}
