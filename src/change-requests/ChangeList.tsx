import { Link } from 'react-router-dom';
import { isOpenChangeRequestState, type ChangeRequest } from '../../contract';
import { paths } from '../lib/paths';
import { DiffTable } from '../ui/DiffTable';
import { describeChange } from './describeChange';
import { changeCount } from './requestActions';

interface ChangeListProps {
  request: ChangeRequest;
  segmentNames: ReadonlyMap<number, string>;
  /** Given for a draft's author: each change can be taken out again. */
  onDiscard?: ((changeId: number) => void) | undefined;
  discarding: boolean;
}

/** Every change of the request, per flag, as a readable diff; a conflict is said above its flag. */
export function ChangeList({ request, segmentNames, onDiscard, discarding }: ChangeListProps) {
  const beforeLabel = isOpenChangeRequestState(request.state) ? 'Now' : request.state === 'Applied' ? 'Before' : 'When proposed';
  const afterLabel = request.state === 'Applied' ? 'After' : 'With this change';
  const count = changeCount(request);
  return (
    <section className="panel cr-changes" aria-labelledby="cr-changes-title">
      <h2 id="cr-changes-title" className="panel-title">
        {count === 1 ? '1 change' : `${count} changes`} in {request.environment}
      </h2>
      {count === 0 && <p className="muted">No changes yet. Switch a flag in {request.environment} on the Flags page to add one.</p>}
      {request.features.map((feature) => (
        <article key={feature.name} className="cr-feature" aria-label={feature.name}>
          <h3 className="cr-feature-name">
            <Link to={paths.flag(request.project, feature.name)}>{feature.name}</Link>
          </h3>
          {feature.conflict && (
            <p className="cr-conflict" role="note">
              <strong>Conflict:</strong> {feature.conflict} Nothing is overwritten: the request cannot apply until it is made again.
            </p>
          )}
          {(feature.changes ?? []).map((change, index) => {
            const diff = describeChange(change, { feature: feature.name, environment: request.environment, segmentNames });
            return (
              <div key={change.id ?? index} className="cr-change">
                <div className="cr-change-head">
                  <span className="cr-change-summary">{diff.summary}</span>
                  {onDiscard && change.id !== undefined && (
                    <button type="button" className="button button-small button-quiet" disabled={discarding} onClick={() => change.id !== undefined && onDiscard(change.id)}>
                      Discard<span className="visually-hidden">: {diff.summary} of {feature.name}</span>
                    </button>
                  )}
                </div>
                <DiffTable diff={diff} beforeLabel={beforeLabel} afterLabel={afterLabel} />
              </div>
            );
          })}
        </article>
      ))}
      {request.segments.map((segment) => (
        <article key={segment.id ?? segment.name} className="cr-feature" aria-label={`segment ${segment.name ?? segment.id}`}>
          <h3 className="cr-feature-name">Segment {segment.name ?? `#${segment.id}`}</h3>
          <p className="muted">{(segment.changes ?? []).map((change) => change.action).join(', ')}</p>
        </article>
      ))}
    </section>
  );
}
