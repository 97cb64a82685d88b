import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { strategyTryLimits } from '../../../../contract/limits';
import { isApiError } from '../../../api';
import { tryStrategy } from '../../../api/strategyTry';
import { describeFlatContext, recentContexts, recentContextsStore, type FlatContext } from '../../../evaluation-contexts/recentContexts';
import { describeError } from '../../../ui/describeError';
import { parseTypedContext } from './parseTypedContext';
import { readForm, type StrategyForm } from './strategyForm';
import type { StrategyPlace } from './strategyWrites';
import { trialWords } from './trialWords';

interface TryStrategyProps {
  place: StrategyPlace;
  /** The saved strategy being edited; none for one being added. */
  strategyId: string | undefined;
  /** The editor's form as it stands. */
  form: StrategyForm;
}

/**
 * "Try it" inside the strategy editor: the unsaved strategy evaluated by the service for the
 * contexts used recently in the playground and any typed here, again whenever the form changes,
 * so the person editing sees whom it turns the flag on for before saving.
 */
export function TryStrategy({ place, strategyId, form }: TryStrategyProps) {
  const ids = useId();
  const [store] = useState(() => recentContextsStore());
  const entries = useSyncExternalStore(store.subscribe, store.entries);
  const [typed, setTyped] = useState<FlatContext[]>([]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const contexts = [...typed, ...recentContexts(entries)].slice(0, strategyTryLimits.contexts);
  // The editor reads its form with the contract only once a save was tried (a pasted list of
  // thousands of values makes each reading cost); trying reads it behind the typing, and only
  // when there is someone to try it on.
  const deferredForm = useDeferredValue(form);
  const tried = contexts.length > 0;
  const read = useMemo(() => (tried ? readForm(deferredForm) : undefined), [tried, deferredForm]);
  const body = read && 'body' in read ? read.body : undefined;
  // The title changes nothing an SDK evaluates: typing it asks nothing again.
  const evaluated = body && { ...body, title: null };
  const trial = useQuery({
    queryKey: ['strategy-try', place.projectId, place.featureName, place.environment, strategyId, evaluated, contexts],
    queryFn: ({ signal }) => tryStrategy({ projectId: place.projectId, featureName: place.featureName, environment: place.environment, ...(strategyId ? { strategyId } : {}), strategy: evaluated ?? { name: 'default' }, contexts }, signal),
    enabled: evaluated !== undefined && contexts.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });

  const add = () => {
    const read = parseTypedContext(draft);
    if ('problem' in read) return setProblem(read.problem);
    setTyped([read.context, ...typed.filter((context) => describeFlatContext(context) !== describeFlatContext(read.context))]);
    setDraft('');
    setProblem(undefined);
  };
  const results = contexts.length > 0 ? (trial.data?.results ?? []) : [];
  const on = results.filter((result) => result.feature.isEnabled).length;
  const unavailable = isApiError(trial.error, 'NotFound');

  return (
    <section className="strategy-try" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>Try it before saving</h3>
      {unavailable ? (
        <p className="muted">Trying a strategy before saving needs Flagdeck&apos;s embedded service: Unleash has no endpoint that evaluates an unsaved strategy.</p>
      ) : (
        <>
          <p className="muted">
            {contexts.length === 0
              ? 'No contexts to try yet: add one below, or evaluate some in the Playground, which this editor then offers.'
              : `The service evaluates the strategy as it stands in the form for the contexts used recently in the Playground${typed.length > 0 ? ' and the ones added here' : ''}.`}
          </p>
          <p role="status" className="strategy-try-summary">
            {contexts.length === 0 ? '' : !evaluated ? 'Fix the fields marked above to try it.' : trial.isFetching && !trial.data ? 'Trying…'
              : trial.isError ? `Could not try it: ${describeError(trial.error).message}`
              : `${place.featureName} would be on for ${on} of ${results.length} ${results.length === 1 ? 'context' : 'contexts'} in ${place.environment}.`}
          </p>
          {results.length > 0 && (
            <ul className="strategy-try-results" aria-label="Tried contexts" aria-busy={trial.isFetching}>
              {results.map((result) => {
                const words = trialWords(result, { environment: place.environment, disabled: body?.disabled ?? false, constraints: body?.constraints ?? [] });
                const name = describeFlatContext(result.context);
                return (
                  <li key={name}>
                    <span className="mono">{name}</span>: <strong className={`trial-${words.answer}`}>{words.answer}</strong> <span className="muted">— {words.why}</span>
                    {typed.some((context) => describeFlatContext(context) === name) && (
                      <button type="button" className="button button-small button-quiet" aria-label={`Stop trying ${name}`} onClick={() => setTyped(typed.filter((context) => describeFlatContext(context) !== name))}>
                        Remove
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <label htmlFor={`${ids}-context`}>Another context</label>
          <div className="strategy-try-add">
            <input
              id={`${ids}-context`} className="mono" value={draft} placeholder="userId=carol&plan=pro" aria-invalid={problem !== undefined}
              aria-describedby={problem ? `${ids}-problem` : undefined}
              onChange={(event) => { setDraft(event.target.value); setProblem(undefined); }}
              // Enter adds the context rather than saving the strategy.
              onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); add(); } }}
            />
            <button type="button" className="button" onClick={add}>Try this context</button>
          </div>
          {problem && <p id={`${ids}-problem`} className="field-error" role="alert">{problem}</p>}
        </>
      )}
    </section>
  );
}
