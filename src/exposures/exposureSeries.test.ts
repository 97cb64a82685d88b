import { describe, expect, it } from 'vitest';
import { holdsDays, seriesByEnvironment } from './exposureSeries';

const bucket = (environment: string, appName: string, timestamp: string, yes: number, no: number, variants?: Record<string, number>) =>
  ({ featureName: 'f', environment, appName, timestamp, yes, no, ...(variants ? { variants } : {}) });

describe('a flag\'s buckets as charts draw them', () => {
  const buckets = [
    bucket('production', 'web', '2026-01-01T10:00:00.000Z', 5, 1, { blue: 3, red: 2 }),
    bucket('production', 'ios', '2026-01-01T10:00:00.000Z', 2, 0),
    bucket('production', 'web', '2026-01-01T11:00:00.000Z', 1, 1, { blue: 1 }),
    bucket('development', 'web', '2026-01-01T11:00:00.000Z', 0, 4),
  ];

  it('adds up the applications of each environment moment by moment, in the environments\' order', () => {
    const [production, development] = seriesByEnvironment(buckets, ['production', 'development']);
    expect(production).toMatchObject({
      environment: 'production', moments: ['2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000Z'], yes: [7, 1], no: [1, 1], totals: { yes: 8, no: 2 },
      variants: [{ name: 'blue', counts: [3, 1] }, { name: 'red', counts: [2, 0] }],
      applications: [{ appName: 'web', evaluations: 8 }, { appName: 'ios', evaluations: 2 }],
    });
    expect(development).toMatchObject({ yes: [0, 0], no: [0, 4], variants: [], applications: [{ appName: 'web', evaluations: 4 }] });
  });

  it('leaves out applications that evaluated nothing in the period', () => {
    const [series] = seriesByEnvironment([bucket('production', 'idle', '2026-01-01T10:00:00.000Z', 0, 0)]);
    expect(series?.applications).toEqual([]);
  });

  it('tells days from hours', () => {
    expect(holdsDays(buckets)).toBe(false);
    expect(holdsDays([bucket('p', 'w', '2026-01-01T00:00:00.000Z', 1, 0), bucket('p', 'w', '2026-01-02T00:00:00.000Z', 1, 0)])).toBe(true);
  });
});
