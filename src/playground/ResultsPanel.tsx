import { useId } from 'react';
import type { AdvancedPlaygroundEnvironmentFeature } from '../../contract';
import { LoadingPanel } from '../ui/StatePanels';
import type { ShownToggle } from './answers';
import { Switch } from '../ui/Switch';
import { CompareTable } from './CompareTable';
import { compareResults } from './compareResults';
import { matchesSearch } from './filterFlags';
import { ResultTable, type EnabledWhy } from './ResultTable';

export interface ContextResult {
  name: string;
  description: string;
  toggles: readonly ShownToggle[] | undefined;
  /** Why each enabled flag is enabled, with its variant (the admin playground). */
  whyEnabled?: ReadonlyMap<string, EnabledWhy>;
  /** In a word, why each flag that is not enabled is not (the admin playground). */
  whyNot?: ReadonlyMap<string, string>;
  /** Every flag the admin playground evaluated, with the reason. */
  explained?: readonly AdvancedPlaygroundEnvironmentFeature[];
  /** The result on screen is the previous context's while this one loads. */
  updating: boolean;
  /** The evaluation failed (the reason is shown by the form). */
  failed: boolean;
}

interface ResultsPanelProps {
  results: ContextResult[];
  /** The project a flag without one of its own is in, for the links (none when not known). */
  project: string | null;
  search: string;
  onSearch: (search: string) => void;
  onlyDifferences: boolean;
  onOnlyDifferences: (only: boolean) => void;
}

export function ResultsPanel({ results, project, search, onSearch, onlyDifferences, onOnlyDifferences }: ResultsPanelProps) {
  const id = useId();
  const comparing = results.length > 1;
  const updating = results.some((result) => result.updating);
  if (results.every((result) => result.failed)) return null;
  if (results.every((result) => result.toggles === undefined)) return <LoadingPanel label="Evaluating…" />;

  const rows = compareResults(results.map((result) => result.toggles));
  const found = rows.filter((row) => matchesSearch(search, [row.name, ...row.cells.map((cell) => cell?.variant.name)]));
  const shown = comparing && onlyDifferences ? found.filter((row) => row.differences.length > 0) : found;
  const differing = rows.filter((row) => row.differences.length > 0).length;

  return (
    <section className="panel results" aria-labelledby={`${id}-title`} aria-busy={updating || undefined}>
      <div className="results-header">
        <h2 id={`${id}-title`}>{comparing ? 'Compared results' : 'Enabled flags'}</h2>
        <p className="results-count" role="status">
          {countText(shown.length, rows.length, comparing, differing)}
          {updating && <span className="muted"> · updating…</span>}
        </p>
        <label className="inline-field results-search">
          <span className="visually-hidden">Search flags</span>
          <input type="search" placeholder="Search flags" value={search} onChange={(event) => onSearch(event.target.value)} />
        </label>
        {comparing && (
          <label className="inline-field">
            <Switch checked={onlyDifferences} onCheckedChange={onOnlyDifferences} label="Show only differences" />
            <span aria-hidden="true">Show only differences</span>
          </label>
        )}
      </div>
      <div className={updating ? 'results-body is-updating' : 'results-body'}>
        {rows.length === 0 ? (
          <p className="muted">No flag is enabled for {comparing ? 'these contexts' : 'this context'}.</p>
        ) : shown.length === 0 ? (
          <p className="muted">No flag matches{search ? ` "${search}"` : ''}{comparing && onlyDifferences ? ' among the differences' : ''}.</p>
        ) : comparing ? (
          <CompareTable rows={shown} columns={results} project={project} />
        ) : (
          <ResultTable toggles={shown.flatMap((row) => row.cells[0] ?? [])} caption="Flags enabled for this context" project={project} why={results[0]?.whyEnabled} />
        )}
      </div>
    </section>
  );
}

function countText(shown: number, total: number, comparing: boolean, differing: number): string {
  const flags = `${total} ${total === 1 ? 'flag' : 'flags'} enabled`;
  const of = shown === total ? flags : `${shown} of ${flags}`;
  return comparing ? `${of} in any context, ${differing} differing` : of;
}
