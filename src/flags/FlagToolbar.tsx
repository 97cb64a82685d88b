import { useId } from 'react';
import type { Environment } from '../../contract';
import { lifecycleStages } from '../../contract';
import { staleFilters, type FlagQuery, type StaleFilter } from './flagQuery';
import { unusedWords } from './unusedFlags';

const staleFilterOf = (value: string): StaleFilter | null => (Object.keys(staleFilters) as StaleFilter[]).find((filter) => filter === value) ?? null;
import { lifecycleWords } from './lifecycleWords';

interface FlagToolbarProps {
  query: FlagQuery;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onQueryChange: (next: FlagQuery) => void;
  onReset: () => void;
  filtered: boolean;
  choices: { types: string[]; tags: string[] };
  environments: readonly Environment[];
  shown: number;
  /** Null while the flags load: no count is better than a wrong one. */
  total: number | null;
}

/** "on:production" / "off:staging" in the select; two parameters in the URL. */
function environmentStateValue(query: FlagQuery): string {
  if (query.enabledIn) return `on:${query.enabledIn}`;
  if (query.disabledIn) return `off:${query.disabledIn}`;
  return '';
}

export function FlagToolbar({
  query, searchText, onSearchTextChange, onQueryChange, onReset, filtered, choices, environments, shown, total,
}: FlagToolbarProps) {
  const countId = useId();
  const select = (label: string, value: string, onChange: (value: string) => void, choices: [string, string][]) => {
    // A value from a shared link that no flag uses any more is still shown as chosen.
    const options = choices.some(([choice]) => choice === value) ? choices : [...choices, [value, value] as [string, string]];
    return (
    <label className="toolbar-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
    );
  };

  return (
    <div className="flag-toolbar" role="search">
      <label className="toolbar-field toolbar-search">
        <span>Search</span>
        <input
          type="search"
          value={searchText}
          placeholder="Name or description"
          aria-describedby={countId}
          onChange={(event) => onSearchTextChange(event.target.value)}
        />
      </label>
      {select('Type', query.type ?? '', (type) => onQueryChange({ ...query, type: type || null }), [
        ['', 'All types'],
        ...choices.types.map((type): [string, string] => [type, type]),
      ])}
      {select('Tag', query.tag ?? '', (tag) => onQueryChange({ ...query, tag: tag || null }), [
        ['', 'All tags'],
        ...choices.tags.map((tag): [string, string] => [tag, tag]),
      ])}
      {select('Lifecycle', query.stage ?? '', (stage) => onQueryChange({ ...query, stage: lifecycleStages.find((s) => s === stage) ?? null }), [
        ['', 'All stages'],
        ...lifecycleStages.map((stage): [string, string] => [stage, lifecycleWords[stage]]),
      ])}
      {select('Stale', query.stale ?? '', (stale) => onQueryChange({ ...query, stale: staleFilterOf(stale) }), [
        ['', 'Stale or not'],
        ['any', 'Stale, any reason'],
        ['marked', 'Marked stale'],
        ['unused', `Stale: ${unusedWords}`],
        ['fresh', 'Not stale'],
      ])}
      {select('State', environmentStateValue(query), (value) => {
        const [state, ...rest] = value.split(':');
        const environment = rest.join(':') || null;
        onQueryChange({ ...query, enabledIn: state === 'on' ? environment : null, disabledIn: state === 'off' ? environment : null });
      }, [
        ['', 'Any state'],
        ...environments.flatMap((environment): [string, string][] => [
          [`on:${environment.name}`, `On in ${environment.name}`],
          [`off:${environment.name}`, `Off in ${environment.name}`],
        ]),
      ])}
      <p id={countId} className="toolbar-count muted" role="status">
        {total === null ? '' : filtered ? `${shown.toLocaleString('en')} of ${total.toLocaleString('en')} flags` : `${total.toLocaleString('en')} flags`}
      </p>
      {filtered && (
        <button type="button" className="button button-quiet" onClick={onReset}>
          Reset filters
        </button>
      )}
    </div>
  );
}
