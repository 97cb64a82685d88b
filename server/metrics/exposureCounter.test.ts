import { describe, expect, test } from 'vitest';
import { createExposureCounter, type ExposureCount } from './exposureCounter';
import { tallyOf } from './exposureTally';

const hour = 60 * 60 * 1000;
const start = Date.UTC(2026, 0, 1, 9, 0, 0);
const toggle = (name: string, variant?: string) => ({
  name, enabled: true, impressionData: false, variant: { name: variant ?? 'disabled', enabled: variant !== undefined, feature_enabled: true },
});
const brief = (counts: ExposureCount[]) => counts
  .map(({ feature, environment, appName, hour: at, yes, no, variants }) => ({ feature, environment, appName, hour: (at - start) / hour, yes, no, variants: Object.fromEntries(variants) }))
  .sort((a, b) => a.hour - b.hour || a.appName.localeCompare(b.appName) || a.feature.localeCompare(b.feature));

describe('the exposure counter', () => {
  const flags = ['banner', 'checkout', 'search'];

  test('counts each answer as a yes for its flags, the variant each got, and a no for every other flag evaluated', () => {
    let now = start + 1_000;
    const counter = createExposureCounter({ now: () => now });
    const answer = tallyOf(flags, [toggle('banner', 'blue'), toggle('search')]);
    for (let i = 0; i < 3; i++) counter.countAnswer('production', 'web', answer);
    now += 10_000;
    counter.countAnswer('production', 'web', tallyOf(flags, [toggle('checkout')]));
    expect(brief(counter.drain())).toEqual([
      { feature: 'banner', environment: 'production', appName: 'web', hour: 0, yes: 3, no: 1, variants: { blue: 3 } },
      { feature: 'checkout', environment: 'production', appName: 'web', hour: 0, yes: 1, no: 3, variants: {} },
      { feature: 'search', environment: 'production', appName: 'web', hour: 0, yes: 3, no: 1, variants: {} },
    ]);
    expect(counter.drain()).toEqual([]);
  });

  test('files answers by application and by the hour they were given in', () => {
    let now = start + 59 * 60 * 1000;
    const counter = createExposureCounter({ now: () => now });
    const answer = tallyOf(flags, [toggle('banner')]);
    counter.countAnswer('development', 'web', answer);
    counter.countAnswer('development', 'ios', answer);
    now += 2 * 60 * 1000;
    counter.countAnswer('development', 'web', answer);
    const banner = brief(counter.drain()).filter((count) => count.feature === 'banner');
    expect(banner.map(({ appName, hour: at, yes }) => ({ appName, at, yes }))).toEqual([
      { appName: 'ios', at: 0, yes: 1 }, { appName: 'web', at: 0, yes: 1 }, { appName: 'web', at: 1, yes: 1 },
    ]);
  });

  test('adds what SDKs counted to the same counts, leaving out flags they never evaluated', () => {
    const counter = createExposureCounter({ now: () => start + 5_000 });
    counter.countAnswer('production', 'web', tallyOf(['banner'], [toggle('banner')]));
    counter.addCounts('production', 'web', start + 4_000, { banner: { yes: 10, no: 2, variants: { blue: 4, red: 0 } }, idle: { yes: 0, no: 0 } });
    expect(brief(counter.drain())).toEqual([{ feature: 'banner', environment: 'production', appName: 'web', hour: 0, yes: 11, no: 2, variants: { blue: 4 } }]);
  });

  test('spreads a group of many distinct answers into counts as it goes, so memory does not grow with callers whose answers are not kept', () => {
    const counter = createExposureCounter({ now: () => start });
    for (let i = 0; i < 2_500; i++) counter.countAnswer('production', 'web', tallyOf(flags, [toggle('banner')]));
    expect(brief(counter.drain()).map(({ feature, yes, no }) => ({ feature, yes, no }))).toEqual([
      { feature: 'banner', yes: 2_500, no: 0 }, { feature: 'checkout', yes: 0, no: 2_500 }, { feature: 'search', yes: 0, no: 2_500 },
    ]);
  });

  test('adds up spread answers of two snapshots of the same flags, with their variants, into one count per flag', () => {
    const counter = createExposureCounter({ now: () => start });
    const before = ['banner', 'search'];
    for (let i = 0; i < 1_500; i++) counter.countAnswer('production', 'web', tallyOf(before, [toggle('banner', i % 3 === 0 ? 'blue' : 'red')]));
    for (let i = 0; i < 1_200; i++) counter.countAnswer('production', 'web', tallyOf(flags, [toggle('banner', 'blue'), toggle('search')]));
    expect(brief(counter.drain()).map(({ feature, yes, no, variants }) => ({ feature, yes, no, variants }))).toEqual([
      { feature: 'banner', yes: 2_700, no: 0, variants: { blue: 1_700, red: 1_000 } },
      { feature: 'checkout', yes: 0, no: 1_200, variants: {} },
      { feature: 'search', yes: 1_200, no: 1_500, variants: {} },
    ]);
  });
});
