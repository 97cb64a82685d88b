import type { FeatureEnvironment } from '../../../contract';
import { RelativeTime } from '../../ui/RelativeTime';
import { EnvironmentStrategies } from './strategies/EnvironmentStrategies';
import { EnvironmentVariants } from './variants/EnvironmentVariants';

interface EnvironmentDetailsProps {
  projectId: string;
  featureName: string;
  environment: FeatureEnvironment;
  segmentNames: ReadonlyMap<number, string>;
}

export function EnvironmentDetails({ projectId, featureName, environment, segmentNames }: EnvironmentDetailsProps) {
  const strategies = environment.strategies ?? [];
  const headingId = `environment-${environment.name}`;
  const allDisabled = strategies.length > 0 && strategies.every((strategy) => strategy.disabled);
  return (
    <article className="environment-details" aria-labelledby={headingId}>
      <header className="environment-details-header">
        <h4 id={headingId}>{environment.name}</h4>
        {environment.type === 'production' && <span className="badge badge-danger">production</span>}
        <span className={`badge ${environment.enabled ? 'badge-success' : ''}`}>{environment.enabled ? 'On' : 'Off'}</span>
        <span className="muted environment-last-seen">
          {environment.lastSeenAt ? (
            <>
              Last seen <RelativeTime value={environment.lastSeenAt} />
            </>
          ) : (
            'Never seen'
          )}
        </span>
      </header>
      {strategies.length === 0 && (
        // SDKs treat a flag without strategies as on for everyone.
        <p className="muted">No strategies: while on, it is on for everyone.</p>
      )}
      {allDisabled && <p className="field-error">Every strategy is disabled: while on, it is on for everyone.</p>}
      <EnvironmentStrategies projectId={projectId} featureName={featureName} environment={environment} segmentNames={segmentNames} />
      <EnvironmentVariants featureName={featureName} environment={environment} />
    </article>
  );
}
