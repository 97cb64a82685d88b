import type { ClientFeaturesResponse } from 'unleash-client';
import { parseApiResponse } from 'unleash-client/lib/feature.js';
import type {
  ClientConstraint, ClientFeature, ClientFeatures, ClientSegment, ClientStrategy, ClientVariant,
} from '../../contract';

/*
 * Turns a stored configuration into what the official SDK evaluates, in the shape Unleash's server
 * sends to its SDKs: disabled strategies left out (Unleash never sends them; the SDK would
 * evaluate them), and the lists and maps the SDK indexes into always present. The rules
 * themselves stay the SDK's. Strategy parameters become strings, as Unleash stores them: the SDK
 * splits `userIds` and `IPs` as text.
 *
 * The SDK's own wire reader (`parseApiResponse`, what its fetcher applies to a response body)
 * gives the result the SDK's types; its enums (operators, payload types) are wider at run time
 * than at compile time, which is why unknown operators are passed on for the SDK to refuse.
 */

export type SdkSnapshot = Pick<ClientFeaturesResponse, 'features'> & {
  segments: NonNullable<ClientFeaturesResponse['segments']>;
};

export function toSdkSnapshot(config: ClientFeatures): SdkSnapshot {
  const response = parseApiResponse({
    version: config.version,
    features: config.features.map(toSdkFeature),
    segments: (config.segments ?? []).map(toSdkSegment),
  });
  if (response.type !== 'full') throw new Error('a client-features snapshot is a full state, not a delta');
  return { features: response.features, segments: response.segments ?? [] };
}

function toSdkFeature(feature: ClientFeature) {
  return {
    ...feature,
    strategies: feature.strategies.filter((strategy) => strategy.disabled !== true).map(toSdkStrategy),
    variants: (feature.variants ?? []).map(toSdkVariant),
  };
}

function toSdkStrategy(strategy: ClientStrategy) {
  const parameters = Object.entries(strategy.parameters ?? {}).map(([name, value]) => [name, String(value)]);
  return {
    ...strategy,
    parameters: Object.fromEntries(parameters),
    constraints: (strategy.constraints ?? []).map(toSdkConstraint),
    variants: (strategy.variants ?? []).map(toSdkVariant),
  };
}

function toSdkVariant(variant: ClientVariant) {
  return {
    ...variant,
    overrides: variant.overrides?.map((override) => ({ ...override, values: override.values ?? [] })),
  };
}

function toSdkConstraint(constraint: ClientConstraint) {
  return { ...constraint, values: constraint.values ?? [], inverted: constraint.inverted ?? false };
}

function toSdkSegment(segment: ClientSegment) {
  return { ...segment, constraints: segment.constraints.map(toSdkConstraint) };
}
