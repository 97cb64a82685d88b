import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { ErrorPanel } from '../ui/ErrorPanel';
import { RelativeTime } from '../ui/RelativeTime';
import { sdkContextOf } from './adminRequest';
import { daysFromNow, isoFromLocalInput, localInputValue } from './currentTime';
import type { PlaygroundContext } from './playgroundContext';
import { ChangedSincePanel } from './ChangedSincePanel';
import { timeTravelOptions } from './queries';
import { answerWords, changeWords, eventHistoryQuery } from './timeTravelWords';

interface TimeTravelPanelProps {
  context: PlaygroundContext;
  environment: string;
  project: string;
  /** The moment (ISO), or empty. */
  at: string;
  onAt: (at: string) => void;
}

const presets = [
  { days: -1 / 24, text: '1 hour ago' },
  { days: -1, text: '1 day ago' },
  { days: -7, text: '7 days ago' },
];

/**
 * "Configuration at": the first context evaluated against the configuration of a past moment as
 * well, and each flag whose answer then differs from now, with the changes that flipped it. Apart
 * from the context's currentTime (the clock date constraints read): the two can be set together.
 */
export function TimeTravelPanel({ context, environment, project, at, onAt }: TimeTravelPanelProps) {
  const id = useId();
  const moment = Date.parse(at);
  // A moment in the future the service refuses (400 naming `at`), shown below.
  const chosen = !Number.isNaN(moment);
  const travel = useQuery({
    ...timeTravelOptions({ at, environment, projects: [project], context: sdkContextOf(context) }),
    enabled: chosen && environment !== '',
  });

  return (
    <section className="time-travel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Configuration at a past moment</h2>
      <div className="field">
        <label htmlFor={id}>Configuration at</label>
        <div className="current-time-row">
          <input id={id} type="datetime-local" value={localInputValue(at)} onChange={(event) => onAt(isoFromLocalInput(event.target.value))} aria-describedby={`${id}-note`} />
          {presets.map(({ days, text }) => (
            <button key={text} type="button" className="button button-small" aria-label={`Configuration at ${text}`} onClick={() => onAt(daysFromNow(days))}>{text}</button>
          ))}
          {at && <button type="button" className="button button-small button-quiet" aria-label="Clear the configuration moment" onClick={() => onAt('')}>Clear</button>}
        </div>
        <p id={`${id}-note`} className="field-note muted">
          The flags as they were configured then, rebuilt from the event log. currentTime above is separate: the clock date constraints read.
        </p>
      </div>
      {chosen && travel.isPending && <p role="status" className="muted">Rebuilding the configuration of that moment…</p>}
      {travel.isError && <ErrorPanel error={travel.error} onRetry={() => void travel.refetch()} />}
      {travel.data?.available === false && <ChangedSincePanel changed={travel.data.changed} environment={environment} project={project} />}
      {travel.data?.available && (
        <div role="region" aria-label="Then and now">
          {travel.data.answer.cannotRebuild.map(({ project: stopped, stoppedAt }) => (
            <p key={stopped} role="alert" className="field-error">
              Project {stopped} cannot be rebuilt back to that moment: an import replaced its flags <RelativeTime value={stoppedAt.createdAt} />.
            </p>
          ))}
          {travel.data.answer.differences.length === 0
            ? <p>Every flag answered this context then as it does now ({travel.data.answer.unchanged} flags).</p>
            : (
              <table className="table">
                <caption>Flags that answered differently then ({travel.data.answer.unchanged} others answer as they did)</caption>
                <thead><tr><th scope="col">Flag</th><th scope="col">Then</th><th scope="col">Now</th><th scope="col">Flipped by</th></tr></thead>
                <tbody>
                  {travel.data.answer.differences.map((flag) => (
                    <tr key={flag.name}>
                      <th scope="row"><Link to={paths.flag(flag.projectId, flag.name)}>{flag.name}</Link></th>
                      <td>{answerWords(flag.then)}</td>
                      <td>{answerWords(flag.now)}</td>
                      <td>
                        {flag.flippedBy.length === 0 ? <span className="muted">older than the changes walked back</span> : (
                          <ul className="plain-list">
                            {flag.flippedBy.map((event) => (
                              <li key={event.id}>
                                <Link to={paths.history(eventHistoryQuery(event))}>{changeWords(event)}</Link> by {event.createdBy}, <RelativeTime value={event.createdAt} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
        </div>
      )}
    </section>
  );
}
