import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { projectEnvironmentsOptions, rememberProject } from '../projects';
import { viewerOptions } from '../viewer/queries';
import { may } from '../viewer/viewer';
import { BulkBar } from './bulk/BulkBar';
import { useFlagPermissions } from './lifecycle/useFlagPermissions';
import { BulkDialog } from './bulk/BulkDialog';
import { compareLimit } from './compare/compareLimit';
import type { BulkAction, BulkSituation } from './bulk/bulkPlan';
import { useFlagSelection } from './bulk/useFlagSelection';
import { EmptyPanel } from '../ui/StatePanels';
import { ErrorPanel } from '../ui/ErrorPanel';
import { FlagTable } from './FlagTable';
import { FlagTableSkeleton } from './FlagTableSkeleton';
import { FlagToolbar } from './FlagToolbar';
import { NewFlagButton } from './lifecycle/NewFlagButton';
import { FlagLinkSearch } from './flagLinkSearch';
import { isFiltered, withoutFilters, writeFlagQuery, type SortKey } from './flagQuery';
import { changeRequestEnvironmentsOptions, dependenciesExistOptions, projectExposuresOptions, searchRefusalOptions } from './queries';
import { SearchRefusalNotice } from './SearchRefusalNotice';
import { markFilterStart } from './renderMarks';
import { unavailableSwitches } from './switchAccess';
import { ToggleDialogs } from './ToggleDialogs';
import { ToggleStatusLine } from './ToggleStatusLine';
import { useFlagQueryParams } from './useFlagQueryParams';
import { useFlagList } from './useFlagList';
import { useSearchText } from './useSearchText';
import { useToggleChain } from './useToggleChain';
import { usePendingToggles } from './useToggleFlag';

const noEnvironments: ReadonlyMap<string, number> = new Map();
const noExposures: ReadonlyMap<string, number> = new Map();

/** One page per project: what the page keeps of a project's list (useFlagList) starts afresh with another. */
export function FlagsPage() {
  const { projectId = '' } = useParams();
  return <ProjectFlagsPage key={projectId} projectId={projectId} />;
}

function ProjectFlagsPage({ projectId }: { projectId: string }) {
  const [query, setQuery] = useFlagQueryParams();
  const environments = useQuery(projectEnvironmentsOptions(projectId));
  const dependencies = useQuery(dependenciesExistOptions(projectId));
  const changeRequests = useQuery(changeRequestEnvironmentsOptions(projectId));
  const exposures = useQuery(projectExposuresOptions(projectId));
  const viewer = useQuery(viewerOptions());
  const permissions = useFlagPermissions(projectId);
  const searchRefusal = useQuery(searchRefusalOptions(projectId)).data;
  const pending = usePendingToggles(projectId);
  const chain = useToggleChain(projectId);
  const unavailable = useMemo(
    () => unavailableSwitches(viewer.data, projectId, environments.data, changeRequests.data),
    [viewer.data, projectId, environments.data, changeRequests.data],
  );

  const searchBox = useSearchText(query, setQuery);
  const searchText = searchBox.text;
  const writeSearch = searchBox.written;
  const liveQuery = useMemo(() => ({ ...query, search: searchText }), [query, searchText]);
  const flagLinkSearch = useMemo(() => {
    const written = writeFlagQuery(liveQuery).toString();
    return { search: written ? `?${written}` : '', onFollow: () => writeSearch(liveQuery.search) };
  }, [liveQuery, writeSearch]);
  const deferredQuery = useDeferredValue(liveQuery);
  const { model, flags, shown, rows, choices, listsDependencies, unusedCutoff } = useFlagList(projectId, deferredQuery, exposures.data ?? undefined);
  const total = shown?.features.length ?? 0;
  const filtered = isFiltered(liveQuery);
  const bulk = useFlagSelection(rows, shown?.features, filtered);
  const [bulkDialog, setBulkDialog] = useState<{ start: BulkAction | { kind: 'tag' }; opener: HTMLElement | null } | null>(null);
  const situation = useMemo((): BulkSituation => ({
    changeRequestEnvironments: changeRequests.data ?? noEnvironments,
    maySkip: (environment) => viewer.data !== undefined && may(viewer.data, 'SKIP_CHANGE_REQUEST', { project: projectId, environment }),
  }), [changeRequests.data, viewer.data, projectId]);

  useEffect(() => {
    if (flags.isSuccess) rememberProject(projectId);
  }, [flags.isSuccess, projectId]);

  const onSearchTextChange = (text: string) => {
    markFilterStart();
    searchBox.type(text);
  };
  // `next` carries the text being typed (or none, on a reset).
  const onQueryChange = (next: typeof query) => {
    markFilterStart();
    writeSearch(next.search);
    setQuery(next);
  };
  const onSort = useCallback(
    (sort: SortKey) => {
      writeSearch(liveQuery.search);
      setQuery({ ...liveQuery, sort, direction: liveQuery.sort === sort && liveQuery.direction === 'asc' ? 'desc' : 'asc' }, { replace: true });
    },
    [liveQuery, setQuery, writeSearch],
  );

  const error = flags.error ?? environments.error;
  const retry = () => {
    if (flags.isError) void flags.refetch();
    if (environments.isError) void environments.refetch();
  };

  let content;
  if (error) {
    content = <ErrorPanel error={error} onRetry={retry} notFound={`There is no project "${projectId}" on this service. Choose another project above.`} />;
  } else if (!shown || !environments.data) {
    content = <FlagTableSkeleton environments={environments.data} />;
  } else if (total === 0) {
    content = (
      <EmptyPanel title="No flags in this project yet">
        <p>
          Create one with <strong>New flag</strong> (or press N), through the admin API, or by importing a configuration;
          it appears here with a switch per environment.
        </p>
      </EmptyPanel>
    );
  } else if (rows.length === 0 && filtered) {
    content = (
      <EmptyPanel title="No flags match these filters">
        <p className="muted">{total.toLocaleString('en')} flags in this project, none of them match.</p>
        <button type="button" className="button" onClick={() => onQueryChange(withoutFilters(query))}>
          Reset filters
        </button>
      </EmptyPanel>
    );
  } else {
    content = (
      <FlagLinkSearch.Provider value={flagLinkSearch}>
        <FlagTable
          model={model}
          shown={shown}
          rows={rows}
          environments={environments.data}
          projectId={projectId}
          showDependencies={dependencies.data === true && listsDependencies}
          exposures={exposures.data === null ? null : (exposures.data ?? noExposures)}
          unusedCutoff={unusedCutoff}
          changeRequestEnvironments={changeRequests.data ?? noEnvironments}
          unavailable={unavailable}
          query={query}
          onSort={onSort}
          pending={pending}
          onToggle={chain.requestToggle}
          selection={bulk.selection}
          onSelect={bulk.onSelect}
          selectAll={bulk.selectAll}
        />
      </FlagLinkSearch.Provider>
    );
  }

  return (
    <section className="page flags-page" aria-labelledby="flags-title">
      <header className="page-header">
        <h1 id="flags-title">Flags</h1>
        <span className="muted">
          project <strong>{projectId}</strong>
        </span>
        <span className="lifecycle-actions">
          <Link className="button button-quiet" to={paths.compare(projectId)}>
            Compare environments
          </Link>
          <Link className="button button-quiet" to={paths.archive(projectId)}>
            Archive
          </Link>
          <NewFlagButton projectId={projectId} />
        </span>
      </header>
      {!error && !(shown && total === 0) && (
        <FlagToolbar
          query={liveQuery}
          searchText={searchText}
          onSearchTextChange={onSearchTextChange}
          onQueryChange={onQueryChange}
          onReset={() => onQueryChange(withoutFilters(query))}
          filtered={filtered}
          choices={choices}
          environments={environments.data ?? []}
          shown={rows.length}
          total={shown ? total : null}
        />
      )}
      {searchRefusal && shown && <SearchRefusalNotice refusal={searchRefusal} onRetry={() => void flags.refetch()} />}
      {exposures.data === null && shown && total > 0 && (
        // The list's count is the embedded service's own (server/README.md, Exposure metrics); a flag's page charts what Unleash keeps.
        <p className="muted flags-note">No exposures column: this service does not count each flag&rsquo;s evaluations for the list. A flag&rsquo;s Exposures tab shows what it reports for that flag.</p>
      )}
      {chain.notice && (
        <div role="alert" className="panel panel-error toggle-notice">
          <p>{chain.notice}</p>
          <button type="button" className="button button-quiet" onClick={chain.dismissNotice}>
            Dismiss
          </button>
        </div>
      )}
      {bulk.selection.names.size > 0 && (
        <BulkBar
          selectedCount={bulk.selection.names.size}
          shownCount={bulk.shownSelected}
          selectAllLabel={bulk.selectAll.state === 'all' ? undefined : bulk.selectAll.label}
          environments={environments.data ?? []}
          onSelectAllMatching={bulk.selectAllShown}
          onAction={(start) => setBulkDialog({ start, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null })}
          onClear={bulk.clear}
          compareHref={bulk.selection.names.size <= compareLimit ? paths.compare(projectId, [...bulk.selection.names]) : undefined}
          unavailable={{ switchIn: unavailable, tag: permissions.update, archive: permissions.remove }}
        />
      )}
      {content}
      {bulkDialog && (
        <BulkDialog
          projectId={projectId}
          start={bulkDialog.start}
          selected={bulk.selected}
          situation={situation}
          returnFocusTo={bulkDialog.opener}
          onClose={() => setBulkDialog(null)}
          onDone={bulk.clear}
        />
      )}
      <ToggleStatusLine status={chain.status} onUndo={chain.undo} />
      <ToggleDialogs projectId={projectId} dialog={chain.dialog} onConfirm={chain.confirm} onCancel={chain.cancel} />
      <Outlet />
    </section>
  );
}
