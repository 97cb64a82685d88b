import { InMemStorageProvider, PayloadType, Unleash, type Context, type Variant } from 'unleash-client';
import type { ClientFeatures, FrontendToggle, FrontendVariant, Payload } from '../../contract';
import { contextDependence, type ContextDependence } from './contextDependence';
import type { EvaluationContext } from './evaluationContext';
import { frontendApiAppName, frontendApiEnvironment } from './frontendDefaults';
import { toSdkSnapshot } from './sdkSnapshot';
import { ParsedApplicationHostnameStrategy, ParsedUserWithIdStrategy } from './listStrategies';
import { ParsedRemoteAddressStrategy } from './remoteAddressStrategy';
import { SnapshotRepository } from './snapshotRepository';

/*
 * Frontend API evaluation with the official Node SDK, set up as Unleash's own frontend API sets it
 * up: an SDK client over an in-memory repository, metrics off, never started against a server.
 * Build one per configuration snapshot; evaluate as often as needed; dispose when replaced.
 */

export interface Evaluator {
  /** The flags that are enabled for the context, in configuration order, as /api/frontend lists them. */
  evaluate(context: EvaluationContext): FrontendToggle[];
  /** Releases the SDK client. Evaluating afterwards is a programming error. */
  dispose(): void;
  /** What the answers depend on besides the context (chance, the clock, sessionId), for caching. */
  readonly dependence: ContextDependence;
}

const payloadTypeNames: Record<PayloadType, Payload['type']> = {
  [PayloadType.STRING]: 'string',
  [PayloadType.JSON]: 'json',
  [PayloadType.CSV]: 'csv',
  [PayloadType.NUMBER]: 'number',
};

/**
 * The SDK's client, with its evaluation (the protected `client`, what `forceGetVariant` calls)
 * reached without the public method's per-call bookkeeping: merging the static context into a
 * fresh object for every flag and counting metrics cost five times the evaluation itself. The
 * static context is merged once per request instead, with the same precedence.
 */
class SnapshotClient extends Unleash {
  variantOf(name: string, context: Context): Variant {
    return this.client.forceGetVariant(name, context);
  }
}

export function createEvaluator(config: ClientFeatures): Evaluator {
  const snapshot = toSdkSnapshot(config);
  const client = new SnapshotClient({
    appName: frontendApiAppName,
    environment: frontendApiEnvironment,
    url: 'http://unused.invalid/',
    // A fixed id spares the SDK from reading the OS user and host name for every snapshot.
    instanceId: 'flagdeck-frontend-api',
    repository: new SnapshotRepository(snapshot),
    // The SDK's own strategies but for three that read a list: these read it in linear time.
    strategies: [new ParsedRemoteAddressStrategy(), new ParsedUserWithIdStrategy(), new ParsedApplicationHostnameStrategy()],
    storageProvider: new InMemStorageProvider(),
    disableMetrics: true,
    disableAutoStart: true,
    skipInstanceCountWarning: true,
  });
  void client.start();

  const flags = snapshot.features.map((feature) => ({
    name: feature.name,
    impressionData: Boolean(feature.impressionData),
  }));
  let disposed = false;

  return {
    dependence: contextDependence(snapshot),
    evaluate(context) {
      if (disposed) throw new Error('this evaluator was disposed; evaluate with the current snapshot');
      const sdkContext: Context = { appName: frontendApiAppName, environment: frontendApiEnvironment, ...context };
      const toggles: FrontendToggle[] = [];
      for (const flag of flags) {
        // One evaluation per flag gives both answers: forceGetVariant checks the flag (its
        // feature_enabled) and picks the variant from the same strategy result. Unleash calls
        // isEnabled first and evaluates again, which can disagree for random rollouts.
        const variant = client.variantOf(flag.name, sdkContext);
        if (!variant.feature_enabled) continue;
        toggles.push({ name: flag.name, enabled: true, impressionData: flag.impressionData, variant: frontendVariant(variant) });
      }
      return toggles;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      client.destroy();
    },
  };
}

function frontendVariant(variant: Variant): FrontendVariant {
  const result: FrontendVariant = { name: variant.name, enabled: variant.enabled, feature_enabled: true };
  if (variant.payload) result.payload = { type: payloadTypeNames[variant.payload.type], value: variant.payload.value };
  return result;
}
