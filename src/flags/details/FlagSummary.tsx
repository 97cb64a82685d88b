import type { Feature } from '../../../contract';
import { RelativeTime } from '../../ui/RelativeTime';
import { lifecycleWords } from '../lifecycleWords';
import { tagKey } from '../selectFlags';

export function FlagSummary({ feature }: { feature: Feature }) {
  return (
    <section className="sheet-section" aria-label="Summary">
      {feature.description && <p className="flag-details-description">{feature.description}</p>}
      <div className="flag-details-badges">
        {feature.type && <span className="badge badge-accent">{feature.type}</span>}
        {feature.stale && <span className="badge badge-warning">stale</span>}
        {feature.archived && <span className="badge">archived</span>}
      </div>
      <dl className="details-list">
        <dt>Lifecycle</dt>
        <dd>
          {feature.lifecycle ? (
            <>
              {lifecycleWords[feature.lifecycle.stage]} since <RelativeTime value={feature.lifecycle.enteredStageAt} />
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>Created</dt>
        <dd>{feature.createdAt ? <RelativeTime value={feature.createdAt} /> : '—'}</dd>
        <dt>Impression data</dt>
        <dd>{feature.impressionData ? 'Collected' : 'Off'}</dd>
        <dt>Tags</dt>
        <dd>
          {feature.tags?.length ? (
            <span className="tag-list">
              {feature.tags.map((tag) => (
                <span key={tagKey(tag)} className="badge">
                  {tagKey(tag)}
                </span>
              ))}
            </span>
          ) : (
            <span className="muted">None</span>
          )}
        </dd>
      </dl>
    </section>
  );
}
