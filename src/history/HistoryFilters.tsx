import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { projectListOptions } from '../projects';
import { eventTypeGroups } from './eventTypes';
import { dayRangeProblem, isFiltered, writeHistoryParams, type HistoryFilter } from './historyFilter';
import { environmentsOptions, eventCreatorsOptions } from './queries';

const knownTypes = new Set<string>(eventTypeGroups.flatMap(([, types]) => types.map(([type]) => type)));

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function filterOf(form: FormData): HistoryFilter {
  const person = text(form, 'person');
  const filter: HistoryFilter = {
    flag: text(form, 'flag'), project: text(form, 'project'), environment: text(form, 'environment'), type: text(form, 'type'),
    person: person === undefined ? undefined : Number(person), from: text(form, 'from'), to: text(form, 'to'),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/**
 * The filters, each in the address: a choice from a list applies at once (the lists show what the
 * address holds, also when their options arrive after it); a flag's name and the days apply with
 * Enter or Apply. The form is keyed by the address, so going back shows its filters.
 */
export function HistoryFilters({ filter }: { filter: HistoryFilter }) {
  const navigate = useNavigate();
  const id = useId();
  const [rangeProblem, setRangeProblem] = useState<string | null>(null);
  const projects = useQuery(projectListOptions());
  const environments = useQuery(environmentsOptions());
  const creators = useQuery(eventCreatorsOptions());

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filterOf(new FormData(event.currentTarget));
    const problem = dayRangeProblem(next.from, next.to);
    setRangeProblem(problem);
    if (!problem) navigate(paths.history(writeHistoryParams(next)));
  }
  const applyNow = (event: { currentTarget: HTMLSelectElement }) => event.currentTarget.form?.requestSubmit();

  const projectIds = projects.data?.map((project) => project.id) ?? [];
  const environmentNames = environments.data?.map((environment) => environment.name) ?? [];
  const people = creators.data?.available ? creators.data.people : [];
  const withCurrent = (values: string[], current: string | undefined) => (current && !values.includes(current) ? [current, ...values] : values);

  return (
    <form className="panel history-filters" onSubmit={apply} noValidate aria-label="Filter events">
      <div className="field">
        <label htmlFor={`${id}-flag`}>Flag</label>
        <input id={`${id}-flag`} name="flag" type="search" defaultValue={filter.flag ?? ''} placeholder="Exact name" autoComplete="off" spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-project`}>Project</label>
        <select id={`${id}-project`} name="project" value={filter.project ?? ''} onChange={applyNow}>
          <option value="">All projects</option>
          {withCurrent(projectIds, filter.project).map((project) => <option key={project} value={project}>{project}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-environment`}>Environment</label>
        <select id={`${id}-environment`} name="environment" value={filter.environment ?? ''} onChange={applyNow}>
          <option value="">All environments</option>
          {withCurrent(environmentNames, filter.environment).map((name) => <option key={name} value={name}>{name}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-person`}>Person</label>
        <select id={`${id}-person`} name="person" value={filter.person ?? ''} onChange={applyNow} disabled={creators.data?.available === false} aria-describedby={creators.data?.available === false ? `${id}-person-note` : undefined}>
          <option value="">Anyone</option>
          {filter.person !== undefined && !people.some((person) => person.id === filter.person) && <option value={filter.person}>user #{filter.person}</option>}
          {people.map((person) => <option key={person.id} value={person.id}>{person.name}</option>)}
        </select>
        {creators.data?.available === false && <span id={`${id}-person-note`} className="muted history-note">This service does not list who made events.</span>}
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select id={`${id}-type`} name="type" value={filter.type ?? ''} onChange={applyNow}>
          <option value="">Any change</option>
          {filter.type && !knownTypes.has(filter.type) && <option value={filter.type}>{filter.type}</option>}
          {eventTypeGroups.map(([group, types]) => (
            <optgroup key={group} label={group}>
              {types.map(([type, label]) => <option key={type} value={type}>{label}</option>)}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={filter.from ?? ''} aria-describedby={`${id}-days`} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={filter.to ?? ''} aria-invalid={rangeProblem ? true : undefined} aria-describedby={rangeProblem ? `${id}-to-error ${id}-days` : `${id}-days`} />
        {rangeProblem && <span id={`${id}-to-error`} className="field-error">{rangeProblem}</span>}
      </div>
      <div className="history-filter-actions">
        <button type="submit" className="button button-primary button-small">Apply</button>
        {isFiltered(filter) && <Link className="button button-small button-quiet" to={paths.history()}>Clear filters</Link>}
      </div>
      <p id={`${id}-days`} className="muted history-note history-days">Days are whole days in UTC, both included, as the service counts them.</p>
    </form>
  );
}
