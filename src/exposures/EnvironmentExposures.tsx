import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { ExposureChart, type ChartSeries } from './ExposureChart';
import { ExposureTable } from './ExposureTable';
import type { EnvironmentSeries } from './exposureSeries';
import { momentLabel } from './momentLabels';

const number = new Intl.NumberFormat();
// Distinct in both themes, and from the yes and no colours.
const variantColors = ['#6366f1', '#0891b2', '#d97706', '#db2777', '#65a30d', '#9333ea', '#0d9488', '#dc2626'];

/** One environment's exposures: yes and no over time, its variants over time, and who evaluates it. */
export function EnvironmentExposures({ series, unit, period, featureName }: { series: EnvironmentSeries; unit: 'hour' | 'day'; period: string; featureName: string }) {
  const labels = useMemo(() => series.moments.map((moment) => momentLabel(moment, unit)), [series.moments, unit]);
  const outcomes = useMemo<ChartSeries[]>(() => [
    { label: 'Yes (enabled)', counts: series.yes, color: '--success' },
    { label: 'No (disabled)', counts: series.no, color: '--muted' },
  ], [series.yes, series.no]);
  const variants = useMemo<ChartSeries[]>(
    () => series.variants.map((variant, i) => ({ label: variant.name, counts: variant.counts, color: variantColors[i % variantColors.length] ?? '#888' })),
    [series.variants],
  );
  const { yes, no } = series.totals;
  const headingId = `exposures-${series.environment}`;
  const where = `${featureName} in ${series.environment}, ${period}`;
  return (
    <section className="exposure-environment" aria-labelledby={headingId}>
      <h4 id={headingId}>{series.environment}</h4>
      <p className="exposure-total">
        {number.format(yes + no)} evaluations: {number.format(yes)} yes, {number.format(no)} no
      </p>
      <ExposureChart labels={labels} series={outcomes} summary={`Evaluations of ${where}, by ${unit}: ${number.format(yes)} yes and ${number.format(no)} no in all. The numbers are in the table below.`} />
      <ExposureTable caption={`Evaluations of ${where}, by ${unit}`} labels={labels} series={outcomes} />
      {variants.length > 0 && (
        <>
          <h5>Variants</h5>
          <ExposureChart labels={labels} series={variants} summary={`Variants of ${where}, by ${unit}: ${series.variants.map((variant) => variant.name).join(', ')}. The numbers are in the table below.`} />
          <ExposureTable caption={`Variants of ${where}, by ${unit}`} labels={labels} series={variants} />
        </>
      )}
      <h5>Evaluated by</h5>
      <ul className="exposure-apps">
        {series.applications.map((app) => (
          <li key={app.appName}>
            <Link to={paths.applications(app.appName)}>{app.appName}</Link>: {number.format(app.evaluations)}
          </li>
        ))}
      </ul>
    </section>
  );
}
