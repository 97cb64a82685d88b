import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clearToken, readToken, saveToken, subscribeToTokens } from '../api/tokenStore';
import { projectEnvironmentsOptions, readLastProject } from '../projects';
import { ContextEditor } from './ContextEditor';
import { EvaluationAlert } from './EvaluationAlert';
import { FrontendTokenField } from './FrontendTokenField';
import { PlaygroundResults } from './PlaygroundResults';
import { RecentContextsPanel } from './RecentContextsPanel';
import { ViewToggle } from './ViewToggle';
import { contextProblems, hasProblems } from './contextProblems';
import { tokenScope } from './frontendTokenScope';
import { normaliseContext, type PlaygroundContext } from './playgroundContext';
import { maxContexts, readPlaygroundState } from './playgroundUrl';
import { recentContextsStore } from './recentContexts';
import { useContextDrafts } from './useContextDrafts';
import { contextName, useEvaluations } from './useEvaluations';
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

  const scope = tokenScope(savedToken);
  const project = scope?.project ?? readLastProject();
  const environments = useQuery(projectEnvironmentsOptions(project));
  const evaluated = useEvaluations(state.contexts, savedToken);
  const { problems, loaded, rerun } = evaluated;

  const committedSearch = contextsSearch(state.contexts);
  // Only contexts the service answered are worth running again.
  useEffect(() => {
    if (loaded) recentContexts.remember(committedSearch);
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
    if (!token) return setFormError('Enter a frontend token to evaluate: /api/frontend answers only with one.');
    setFormError(null);

    const tokenChanged = token !== savedToken;
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
        <p className="muted">What does this user see, and what would another user see? Evaluated by the frontend API of this service.</p>
      </header>
      <div className={comparing || drafts.length > 1 ? 'playground-layout comparing' : 'playground-layout'}>
        <div className="playground-side">
          <form className="playground-form" onSubmit={evaluate} noValidate aria-label="Context to evaluate">
            <FrontendTokenField value={tokenDraft} onChange={setTokenDraft} onUse={applyToken} problem={problems.find((problem) => problem.token)?.message} />
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
                    environments={environments.data?.map(({ name }) => name) ?? []}
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
            hasToken={savedToken !== ''}
            evaluated={evaluated}
            project={project}
            environment={scope?.environment ?? null}
          />
          {comparing && recentPanel}
        </div>
      </div>
    </section>
  );
}
