import { once } from 'node:events';
import { InMemStorageProvider, Unleash } from 'unleash-client';
import { InMemoryStorageProvider, UnleashClient } from 'unleash-proxy-client';
import { applicationDetailsSchema, featureMetricsSchema, type FeatureEnvironmentMetrics } from '../contract/metrics';
import { seededFlags } from '../scripts/unleash/seed';
import { expect, signIn, test, type UnleashApi } from './fixtures';

// Exposure metrics in front of a real Unleash 8.2: the official SDKs evaluate a flag against
// Unleash and report it there (a browser SDK through Unleash's frontend API, a server SDK with a
// client token), and the console charts what Unleash's own endpoints then hold, lists the
// applications with their instances and flags, and says what Unleash open source does not keep
// (days). The applications are named anew by each run, so a run on a kept Unleash
// (`npm run unleash`) finds its own among those of the runs before.

const flag = seededFlags.exposed;
const run = Date.now().toString(36);
const storefront = `journey-storefront-${run}`;
const backend = `journey-backend-${run}`;
const instance = `journey-pod-${run}`;

/** The browser SDK shows the flag 4 times; the server SDK evaluates it 3 times and asks its variant twice (each ask is an evaluation too). */
async function sdkTraffic(unleash: UnleashApi) {
  const browser = new UnleashClient({
    url: `${unleash.url}/api/frontend`, clientKey: unleash.frontendToken, appName: storefront, refreshInterval: 0,
    metricsInterval: 3_600, metricsIntervalInitial: 0, storageProvider: new InMemoryStorageProvider(), fetch,
  });
  try {
    await browser.start();
    for (let i = 0; i < 4; i++) expect(browser.isEnabled(flag)).toBe(true);
    const sent = new Promise((resolve) => browser.on('sent', resolve));
    await browser.sendMetrics();
    await sent;
  } finally {
    browser.stop();
  }

  const server = new Unleash({
    url: `${unleash.url}/api/`, appName: backend, instanceId: instance, customHeaders: { Authorization: unleash.clientToken },
    refreshInterval: 3_600_000, metricsInterval: 3_600_000, storageProvider: new InMemStorageProvider(), skipInstanceCountWarning: true,
  });
  try {
    await Promise.all([once(server, 'registered'), once(server, 'synchronized')]);
    for (let i = 0; i < 3; i++) expect(server.isEnabled(flag)).toBe(true);
    for (let i = 0; i < 2; i++) expect(server.getVariant(flag).name).toBe('relevance');
    const sent = once(server, 'sent');
    await server.flushMetrics();
    await sent;
  } finally {
    server.destroy();
  }
}

/** An answer of Unleash's admin API, or its status where it has none yet (404 for an application it has not written yet). */
async function fromUnleash(unleash: UnleashApi, path: string): Promise<unknown> {
  const answer = await fetch(unleash.url + path, { headers: { Authorization: unleash.adminToken } });
  return answer.ok ? answer.json() : answer.status;
}

const rawMetrics = async (unleash: UnleashApi) =>
  featureMetricsSchema.parse(await fromUnleash(unleash, `/api/admin/client-metrics/features/${flag}/raw?hoursBack=48`)).data.filter((bucket) => bucket.environment === 'development');
const sum = (buckets: readonly FeatureEnvironmentMetrics[], count: (bucket: FeatureEnvironmentMetrics) => number) => buckets.reduce((total, bucket) => total + count(bucket), 0);
const yesOf = (buckets: readonly FeatureEnvironmentMetrics[], appName: string) => sum(buckets.filter((bucket) => bucket.appName === appName), (bucket) => bucket.yes);

test('evaluations the SDKs report to Unleash are charted on the flag\'s details, and their applications listed with their instances and flags', async ({ page, flagdeck, unleash }) => {
  test.slow(); // Unleash writes what SDKs report every 5 s, and the instances they register every 20 s.
  await sdkTraffic(unleash);

  // What Unleash holds, read through its own API, waited for (its writes are in the background),
  // and then what the console must show: every application's evaluations in development.
  await expect.poll(async () => {
    const buckets = await rawMetrics(unleash);
    return [yesOf(buckets, backend), yesOf(buckets, storefront)];
  }, { timeout: 30_000 }).toEqual([5, 4]);
  await expect.poll(async () => {
    const answer = await fromUnleash(unleash, `/api/admin/metrics/applications/${backend}`);
    if (typeof answer === 'number') return answer;
    const details = applicationDetailsSchema.parse(answer);
    return [details.instances.map((one) => one.instanceId), details.seenToggles.map((one) => one.name)];
  }, { timeout: 45_000 }).toEqual([[instance], [flag]]);
  const buckets = await rawMetrics(unleash);
  const yes = sum(buckets, (bucket) => bucket.yes);
  const no = sum(buckets, (bucket) => bucket.no);
  const hour = buckets.find((bucket) => bucket.appName === backend && bucket.yes > 0)?.timestamp;
  const inHour = buckets.filter((bucket) => bucket.timestamp === hour);

  await signIn(page, flagdeck, unleash, `/projects/default/flags/${flag}`);
  await page.getByRole('link', { name: 'Exposures' }).click();
  const development = page.getByRole('region', { name: 'development' });
  await expect(development).toContainText(`${yes + no} evaluations: ${yes} yes, ${no} no`);
  await expect(development.getByRole('img', { name: new RegExp(`Evaluations of ${flag} in development, last 48 hours, by hour: ${yes} yes and ${no} no`) })).toBeVisible();
  await development.getByText('Numbers behind the chart').first().click();
  const numbers = development.getByRole('table', { name: new RegExp(`Evaluations of ${flag} in development`) });
  // Unleash answers 48 hourly buckets, the current hour last; the SDKs' reports fall in one of them.
  await expect(numbers.getByRole('row')).toHaveCount(49);
  const hourYes = String(sum(inHour, (bucket) => bucket.yes));
  await expect(numbers.getByRole('row').filter({ has: page.getByRole('cell', { name: hourYes, exact: true }) }).first().getByRole('cell'))
    .toHaveText([hourYes, String(sum(inHour, (bucket) => bucket.no))]);
  await development.getByText('Numbers behind the chart').last().click();
  const variants = development.getByRole('table', { name: new RegExp(`Variants of ${flag} in development`) });
  await expect(variants.getByRole('columnheader')).toHaveText(['Time', 'relevance']);
  const hourVariants = String(sum(inHour, (bucket) => bucket.variants?.relevance ?? 0));
  await expect(variants.getByRole('row').filter({ has: page.getByRole('cell', { name: hourVariants, exact: true }) })).not.toHaveCount(0);
  const evaluatedBy = development.getByRole('listitem');
  await expect(evaluatedBy.filter({ hasText: backend })).toHaveText(`${backend}: 5`);
  await expect(evaluatedBy.filter({ hasText: storefront })).toHaveText(`${storefront}: 4`);

  // Unleash open source keeps no days: the view says so rather than charting nothing.
  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('heading', { name: 'No 30-day view on this Unleash' })).toBeVisible();
  await page.getByRole('link', { name: 'See the last 48 hours' }).click();
  await expect(development).toContainText(`${yes + no} evaluations`);

  // An application's name leads to it on the Applications page: its instance, its SDK, its flag.
  await development.getByRole('link', { name: backend }).click();
  await expect(page).toHaveURL(new RegExp(`/applications\\?app=${backend}$`));
  const details = page.getByRole('region', { name: backend });
  await expect(details.getByRole('row', { name: new RegExp(instance) }).getByRole('cell')).toHaveText(['development', /^unleash-node-sdk \d/, '127.0.0.1', /just now|minute/]);
  await expect(details.getByRole('link', { name: flag })).toBeVisible();

  const table = page.getByRole('table', { name: 'Applications' });
  const row = (appName: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: appName }) });
  await expect(row(backend).getByRole('cell')).toHaveText(['default: development', '1', /^unleash-node-sdk \d/, /just now|minute/]);
  await expect(row(storefront).getByRole('cell').nth(2)).toHaveText(/^unleash-js-sdk 3\./);
  await row(storefront).getByRole('link', { name: storefront }).click();
  await expect(page.getByRole('region', { name: storefront }).getByRole('link', { name: flag })).toBeVisible();
});
