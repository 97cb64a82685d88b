import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { projectEnvironmentsOptions } from '../projects';
import { ErrorPanel } from '../ui/ErrorPanel';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { EnvironmentExposures } from './EnvironmentExposures';
import { holdsDays, seriesByEnvironment } from './exposureSeries';
import { flagExposuresOptions, keepsDaysOptions, periods, readPeriod, type Period } from './queries';
import './exposures.css';

/**
 * A flag's exposures in its details: per environment, yes and no over the last 48 hours or 30
 * days, its variants, and the applications that evaluate it. Read from Unleash's raw metrics on
 * either service; the period is in the address. Days are asked for only of a service that keeps
 * them (keepsDays.ts); of another, the view says so instead of charting nothing.
 */
export function FlagExposuresTab() {
  const { projectId = '', featureName = '' } = useParams();
  const { search } = useLocation();
  const period = readPeriod(new URLSearchParams(search));
  const days = useQuery({ ...keepsDaysOptions(projectId), enabled: period === '30d' });
  const noDays = period === '30d' && days.data === false;
  const metrics = useQuery({ ...flagExposuresOptions(featureName, period), enabled: period === '48h' || days.data === true });
  const environments = useQuery(projectEnvironmentsOptions(projectId));
  const order = useMemo(() => (environments.data ?? []).map((environment) => environment.name), [environments.data]);
  const series = useMemo(() => seriesByEnvironment(metrics.data?.data ?? [], order), [metrics.data, order]);

  const hrefOf = (next: Period) => {
    const params = new URLSearchParams(search);
    if (next === '48h') params.delete('period');
    else params.set('period', next);
    return `${paths.flagExposures(projectId, featureName)}${params.size > 0 ? `?${params.toString()}` : ''}`;
  };
  const { title, unit } = periods[period];
  const evaluated = series.filter((one) => one.totals.yes + one.totals.no > 0);

  return (
    <section className="sheet-section" aria-labelledby="flag-exposures-title">
      <h3 id="flag-exposures-title">Exposures of {featureName}</h3>
      <nav aria-label="Period" className="exposure-periods">
        {(Object.keys(periods) as Period[]).map((each) => (
          <Link key={each} to={hrefOf(each)} aria-current={each === period ? 'page' : undefined} replace>
            {periods[each].title}
          </Link>
        ))}
      </nav>
      {days.error ? (
        <ErrorPanel error={days.error} onRetry={() => void days.refetch()} />
      ) : noDays ? (
        <EmptyPanel title="No 30-day view on this Unleash">
          <p>
            Unleash keeps a flag&apos;s exposures by the hour, for 48 hours; only Unleash Enterprise, with its
            extendedUsageMetrics flag on, adds them up by the day. <Link to={hrefOf('48h')} replace>See the last 48 hours</Link>.
          </p>
        </EmptyPanel>
      ) : metrics.error ? (
        <ErrorPanel error={metrics.error} onRetry={() => void metrics.refetch()} notFound="This service keeps no exposure metrics." />
      ) : !metrics.data ? (
        <LoadingPanel label="Loading exposures…" />
      ) : period === '30d' && !holdsDays(metrics.data.data) ? (
        <EmptyPanel title="No 30-day view on this service">
          <p>It answered with hours rather than days: it keeps exposures by the hour only. <Link to={hrefOf('48h')} replace>See the last 48 hours</Link>.</p>
        </EmptyPanel>
      ) : evaluated.length === 0 ? (
        <EmptyPanel title={`No evaluations: ${title.toLowerCase()}`}>
          <p>No SDK or frontend API caller has reported evaluating {featureName} in this period.</p>
        </EmptyPanel>
      ) : (
        evaluated.map((one) => <EnvironmentExposures key={one.environment} series={one} unit={unit} period={title.toLowerCase()} featureName={featureName} />)
      )}
    </section>
  );
}
