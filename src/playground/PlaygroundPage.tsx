import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clearToken, readToken, saveToken, subscribeToTokens } from '../api/tokenStore';
import { projectEnvironmentsOptions, readLastProject } from '../projects';
import { describeError } from '../ui/describeError';
import { adminRequestOf } from './adminRequest';
import { ContextEditor } from './ContextEditor';
import { EvaluateWith } from './EvaluateWith';
import { EvaluationAlert } from './EvaluationAlert';
import { FrontendTokenField } from './FrontendTokenField';
import { PlaygroundResults } from './PlaygroundResults';
import { RecentContextsPanel } from './RecentContextsPanel';
import { TimeTravelPanel } from './TimeTravelPanel';
import { ViewToggle } from './ViewToggle';
import { contextProblems, hasProblems } from './contextProblems';
import { tokenScope } from './frontendTokenScope';
import { describeContext, flatContext, normaliseContext, type PlaygroundContext } from './playgroundContext';
import { maxContexts, readPlaygroundState } from './playgroundUrl';
import { recentContextsStore } from '../evaluation-contexts/recentContexts';
import { useContextDrafts } from './useContextDrafts';
import { contextName, useEvaluations, type EvaluationSource } from './useEvaluations';
import { contextsSearch, usePlaygroundUrl } from './usePlaygroundUrl';

export function PlaygroundPage() {
  const { state, update } = usePlaygroundUrl();
  const savedToken = useSyncExternalStore(subscribeToTokens, () => readToken('frontend') ?? '');
  const [tokenDraft, setTokenDraft] = useState(savedToken);
  const { drafts, ...edit } = useContextDrafts(state.contexts);
  const [recentContexts] = useState(() => recentContextsStore());
  const recent = useSyncExternalStore(recentContexts.subscribe, recentContexts.entries);
  const [formError, setFormError] = useState<string | null>(null);
  const comparing = state.contexts.length > 1;
  const admin = state.via === 'admin';

  const scope = tokenScope(savedToken);
  // The admin playground evaluates the console's project; the frontend API a frontend token's.
  const project = (admin ? null : scope?.project) ?? readLastProject();
  const environments = useQuery(projectEnvironmentsOptions(project));
  const environmentNames = environments.data?.map(({ name }) => name) ?? [];
  const adminEnvironment = state.environment || environmentNames[0] || '';
  const source: EvaluationSource = admin ? { via: 'admin', environment: adminEnvironment, project } : { via: 'frontend', token: savedToken };
  const evaluated = useEvaluations(state.contexts, source);
  const { problems, loaded, rerun } = evaluated;

  const committedSearch = contextsSearch(state.contexts);
  // Only contexts the service answered are worth running again, and only ones that name
  // something: the empty context the page opens with is one press away already.
  useEffect(() => {
    if (loaded && committedSearch !== '') {
      recentContexts.remember(committedSearch, readPlaygroundState(new URLSearchParams(committedSearch)).contexts.map(flatContext));
    }
  }, [loaded, committedSearch, recentContexts]);

  function applyToken(token: string) {
    setTokenDraft(token);
    if (token) saveToken(token, { slot: 'frontend' });
    else clearToken('frontend');
  }

  /** Puts contexts in the address; `fromForm` when they are the form's own (the form stays as typed). */
  function commit(contexts: PlaygroundContext[], { push = true, fromForm = true } = {}) {
    if (contextsSearch(contexts) === committedSearch) return false;
    if (fromForm) edit.markOwnWrite(contexts);
    update({ contexts }, { push });
    return true;
  }

  function evaluate(event: FormEvent) {
    event.preventDefault();
    const rawInvalid = state.view === 'raw' ? drafts.findIndex((draft) => draft.rawError) : -1;
    const propertyInvalid = drafts.findIndex((draft) => hasProblems(contextProblems(draft.context)));
    const token = tokenDraft.trim();
    if (rawInvalid >= 0) return setFormError(`${contextName(rawInvalid)}: the JSON has an error. Fix it to evaluate; nothing was sent.`);
    if (propertyInvalid >= 0) return setFormError(`${contextName(propertyInvalid)}: a property needs attention. Nothing was sent.`);
    if (!admin && !token) return setFormError('Enter a frontend token to evaluate: /api/frontend answers only with one.');
    setFormError(null);

    const tokenChanged = !admin && token !== savedToken;
    if (tokenChanged) applyToken(token);
    // The same contexts with the same token: ask the service again, on demand.
    if (!commit(drafts.map((draft) => normaliseContext(draft.context))) && !tokenChanged) rerun();
  }

  function removeContext(index: number) {
    edit.remove(index);
    if (index < state.contexts.length) commit(state.contexts.filter((_, i) => i !== index), { push: false });
  }

  function switchView(view: 'form' | 'raw') {
    if (view === state.view) return;
    const invalid = drafts.findIndex((draft) => draft.rawError);
    if (view === 'form' && invalid >= 0) {
      return setFormError(`${contextName(invalid)}: the JSON has an error. Fix it before switching to the form, so that nothing is lost.`);
    }
    setFormError(null);
    if (view === 'raw') edit.refreshRaw();
    update({ view });
  }

  /** What the results no longer show, once the form holds something else than was evaluated. */
  function staleness(): string | null {
    const broken = drafts.findIndex((draft) => (state.view === 'raw' && draft.rawError) || hasProblems(contextProblems(draft.context)));
    const evaluatedFor = state.contexts.map(describeContext).join(' | ');
    if (broken >= 0) {
      const what = state.view === 'raw' && drafts[broken]?.rawError ? 'its JSON does not parse' : 'a property needs attention';
      return `These results are for the last valid input (${evaluatedFor}), not for the form: in ${contextName(broken)} ${what}. Fix it, then press Evaluate.`;
    }
    const edited = contextsSearch(drafts.map((draft) => normaliseContext(draft.context))) !== committedSearch;
    return edited ? `The form has changed since these results (${evaluatedFor}): press Evaluate to see its own.` : null;
  }

  function waiting() {
    if (!admin) return savedToken ? null : { title: 'No frontend token yet', message: 'Paste a frontend token (or create one) and press Evaluate to see which flags this context gets.' };
    if (adminEnvironment) return null;
    if (environments.isPending) return { title: 'Loading', message: 'Loading the environments…', loading: true };
    const why = environments.isError ? describeError(environments.error).message : `Project ${project} has no environment.`;
    return { title: 'No environment to evaluate in', message: `${why} The frontend API view evaluates with a frontend token instead.` };
  }

  function runRecent(search: string) {
    if (!commit(readPlaygroundState(new URLSearchParams(search)).contexts, { fromForm: false })) rerun();
  }

  const recentPanel = (
    <RecentContextsPanel entries={recent} onRun={runRecent} onForget={recentContexts.forget} />
  );

  return (
    <section className="page playground">
      <header className="page-header">
        <h1>Playground</h1>
        <p className="muted">What does this user see, and what would another user see? And why is a flag on or off for them?</p>
      </header>
      <div className={comparing || drafts.length > 1 ? 'playground-layout comparing' : 'playground-layout'}>
        <div className="playground-side">
          <form className="playground-form" onSubmit={evaluate} noValidate aria-label="Context to evaluate">
            <EvaluateWith
              via={state.via}
              onVia={(via) => (setFormError(null), update({ via }, { push: true }))}
              project={project}
              environment={adminEnvironment}
              environments={environmentNames}
              onEnvironment={(environment) => update({ environment }, { push: true })}
            >
              <FrontendTokenField value={tokenDraft} onChange={setTokenDraft} onUse={applyToken} problem={problems.find((problem) => problem.token)?.message} />
            </EvaluateWith>
            <div className="playground-toolbar">
              <ViewToggle view={state.view} onChange={switchView} />
              {drafts.length < maxContexts && (
                <button type="button" className="button button-small" onClick={edit.add}>
                  Add a context to compare
                </button>
              )}
            </div>
            <div className="contexts">
              {drafts.map((draft, index) => {
                const problem = problems.find((p) => p.context === contextName(index));
                return (
                  <ContextEditor
                    key={index}
                    name={contextName(index)}
                    draft={draft}
                    view={state.view}
                    onContext={(context) => edit.setContext(index, context)}
                    onRawText={(text) => edit.setRawText(index, text)}
                    onRemove={drafts.length > 1 ? () => removeContext(index) : undefined}
                    refused={problem?.parameter ? { parameter: problem.parameter, message: problem.message } : undefined}
                    environments={environmentNames}
                    adminRequest={admin ? adminRequestOf(draft.context, adminEnvironment, project) : undefined}
                  />
                );
              })}
            </div>
            <div className="form-actions">
              <button type="submit" className="button button-primary">
                Evaluate
              </button>
              {formError && (
                <p role="alert" className="field-error">
                  {formError}
                </p>
              )}
            </div>
            <EvaluationAlert problems={problems} contextCount={state.contexts.length} onRetry={rerun} />
          </form>
          {!comparing && recentPanel}
        </div>
        <div className="playground-main">
          <PlaygroundResults
            state={state}
            update={update}
            waiting={waiting()}
            evaluated={evaluated}
            project={project}
            environment={admin ? adminEnvironment : (scope?.environment ?? null)}
            linkProject={admin ? project : (scope?.project ?? null)}
            stale={staleness()}
          />
          {admin && state.contexts[0] && adminEnvironment && (
            <TimeTravelPanel context={state.contexts[0]} environment={adminEnvironment} project={project} at={state.at} onAt={(at) => update({ at }, { push: true })} />
          )}
          {comparing && recentPanel}
        </div>
      </div>
    </section>
  );
}
