import type { BulkMetrics, ClientMetrics, ClientRegister } from '../../contract/metricsRequests';
import type { MetricsRecorder } from '../metrics/metricsRecorder';
import type { Db } from '../store/openDatabase';
import { seeInstance } from '../store/metricsWrite';

/** Who sent metrics, as the request says: the environment its token decides, its SDK and address. */
export interface MetricsSender {
  environment: string;
  sdkType: 'backend' | 'frontend';
  /** The `unleash-sdk` header, where the body names no SDK (browser SDKs send it so). */
  sdkHeader: string | undefined;
  clientIp: string;
}

/** An instance id as Unleash reads it: none, or an empty one, is "default". */
const instanceIdOf = (given: string | null | undefined) => (given ? given : 'default');

/**
 * An SDK's bucket of counts: the counts join the frontend API's in memory (written with them),
 * its application and instance are seen now. The body was read whole before, so a bad one
 * changes nothing.
 */
export function recordClientMetrics(db: Db, metrics: MetricsRecorder, body: ClientMetrics, sender: MetricsSender, now = Date.now()): void {
  const stop = Math.min(Date.parse(body.bucket.stop), now);
  metrics.counter.addCounts(sender.environment, body.appName, stop, body.bucket.toggles);
  seeInstance(db, {
    appName: body.appName, environment: sender.environment, instanceId: instanceIdOf(body.instanceId),
    sdkVersion: body.sdkVersion ?? sender.sdkHeader, sdkType: sender.sdkType, clientIp: sender.clientIp,
  }, new Date(now).toISOString());
}

/** A server SDK's registration at its start: its application, the strategies it knows, its instance. */
export function registerClient(db: Db, body: ClientRegister, sender: MetricsSender, now = Date.now()): void {
  seeInstance(db, {
    appName: body.appName, environment: sender.environment, instanceId: instanceIdOf(body.instanceId),
    sdkVersion: body.sdkVersion ?? sender.sdkHeader, sdkType: sender.sdkType, clientIp: sender.clientIp, strategies: body.strategies,
  }, new Date(now).toISOString());
}

/**
 * What Unleash Edge gathered from the SDKs behind it: each application registered, each flag's
 * counts filed under its own environment and application. A client token reports for its own
 * environment only, so what names another is left out, as Unleash leaves it out.
 */
export function recordBulkMetrics(db: Db, metrics: MetricsRecorder, body: BulkMetrics, sender: MetricsSender & { onlyEnvironment: string | undefined }, now = Date.now()): void {
  const allowed = (environment: string) => sender.onlyEnvironment === undefined || sender.onlyEnvironment === environment;
  const at = new Date(now).toISOString();
  for (const application of body.applications.filter((entry) => allowed(entry.environment))) {
    seeInstance(db, {
      appName: application.appName, environment: application.environment, instanceId: instanceIdOf(application.instanceId),
      sdkVersion: application.sdkVersion ?? sender.sdkHeader, sdkType: sender.sdkType, clientIp: sender.clientIp, strategies: application.strategies,
    }, at);
  }
  for (const entry of body.metrics.filter((metric) => allowed(metric.environment))) {
    const stop = entry.timestamp === undefined ? now : Math.min(Date.parse(entry.timestamp), now);
    metrics.counter.addCounts(entry.environment, entry.appName, stop, { [entry.featureName]: { yes: entry.yes, no: entry.no, variants: entry.variants } });
  }
}
