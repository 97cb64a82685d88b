import { InMemStorageProvider, PayloadType, Strategy, Unleash, type Context, type Variant } from 'unleash-client';
import type { Payload } from '../../contract';
import type { FeatureInterface } from 'unleash-client/lib/feature.js';
import { defaultStrategies } from 'unleash-client/lib/strategy/index.js';
import type { Constraint } from 'unleash-client/lib/strategy/strategy.js';
import type { Payload as SdkPayload } from 'unleash-client/lib/variant.js';
import { frontendApiAppName, frontendApiEnvironment } from './frontendDefaults';
import { ParsedApplicationHostnameStrategy, ParsedUserWithIdStrategy } from './listStrategies';
import { ParsedRemoteAddressStrategy } from './remoteAddressStrategy';
import type { SdkSnapshot } from './sdkSnapshot';
import { SnapshotRepository } from './snapshotRepository';

/*
 * The official Node SDK set up as Unleash's own frontend API sets it up: a client over an
 * in-memory repository, metrics off, never started against a server. The frontend API and the
 * admin playground both evaluate through it, so they give the same answers.
 */

type StrategySelector = NonNullable<FeatureInterface['strategies']>[number];

/**
 * The SDK's client, with its evaluation (the protected `client`) reached without the public
 * methods' per-call bookkeeping: merging the static context into a fresh object for every flag and
 * counting metrics cost five times the evaluation itself. Callers merge the static context once
 * per request instead (`withStaticContext`), with the same precedence.
 */
export class SnapshotClient extends Unleash {
  /** What `forceGetVariant` answers: the flag's state (`feature_enabled`) and variant from one evaluation. */
  variantOf(name: string, context: Context): Variant {
    return this.client.forceGetVariant(name, context);
  }

  /** The SDK's rule for a flag's parents: each must be as the dependency says, for this context. */
  parentsSatisfied(feature: FeatureInterface, context: Context): boolean {
    return this.client.isParentDependencySatisfied(feature, context);
  }

  /** The constraints the SDK checks for a strategy: its own, then its segments' (a missing segment as `undefined`). */
  constraintsOf(strategy: StrategySelector): IterableIterator<Constraint | undefined> {
    return this.client.yieldConstraintsFor(strategy);
  }
}

/** The SDK's own strategies but for three that read a list: these read it in linear time. */
function listReadingStrategies(): Strategy[] {
  return [new ParsedRemoteAddressStrategy(), new ParsedUserWithIdStrategy(), new ParsedApplicationHostnameStrategy()];
}

/**
 * The strategy a client set up as below evaluates a strategy of this name with, found as the SDK
 * finds it (it puts the strategies it is given before its own, and takes the first of a name);
 * none for one it does not know. `given` are the strategies the client was given.
 */
export function strategyFinder(given: readonly Strategy[]): (name: string) => Strategy | undefined {
  const supported = [...given, ...defaultStrategies];
  return (name) => supported.find((strategy) => strategy.name === name);
}

/** The strategies of one snapshot's evaluation, as the frontend API's client has them (fresh: the list strategies keep what they parsed). */
export function snapshotStrategies(): (name: string) => Strategy | undefined {
  return strategyFinder(listReadingStrategies());
}

export interface SdkEvaluation {
  client: SnapshotClient;
  /** The strategy the client evaluates a strategy of this name with, found as the SDK finds it; none for one it does not know. */
  strategyNamed: (name: string) => Strategy | undefined;
}

export function createSdkEvaluation(snapshot: SdkSnapshot): SdkEvaluation {
  const strategies = listReadingStrategies();
  const client = new SnapshotClient({
    appName: frontendApiAppName,
    environment: frontendApiEnvironment,
    url: 'http://unused.invalid/',
    // A fixed id spares the SDK from reading the OS user and host name for every snapshot.
    instanceId: 'flagdeck-frontend-api',
    repository: new SnapshotRepository(snapshot),
    strategies,
    storageProvider: new InMemStorageProvider(),
    disableMetrics: true,
    disableAutoStart: true,
    skipInstanceCountWarning: true,
  });
  void client.start();
  return { client, strategyNamed: strategyFinder(strategies) };
}

/** The static context the SDK client is created with, under the caller's fields. */
export function withStaticContext(context: Context): Context {
  return { appName: frontendApiAppName, environment: frontendApiEnvironment, ...context };
}

const payloadTypeNames: Record<PayloadType, Payload['type']> = {
  [PayloadType.STRING]: 'string',
  [PayloadType.JSON]: 'json',
  [PayloadType.CSV]: 'csv',
  [PayloadType.NUMBER]: 'number',
};

/** A variant's payload as the contract spells it. */
export function payloadOf(payload: SdkPayload): Payload {
  return { type: payloadTypeNames[payload.type], value: payload.value };
}
