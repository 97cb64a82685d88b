import type { ClientMetrics, ClientRegister } from '../../contract/metricsRequests';
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
