import type { ApplicationDetails } from '../../contract/metrics';

/** What the list says of an application from its instances: how many, their SDKs, when one was last seen. */
export interface ApplicationFacts {
  instances: number;
  sdks: string[];
  lastSeen: string | undefined;
}

export function applicationFacts(details: ApplicationDetails): ApplicationFacts {
  const sdks = [...new Set(details.instances.flatMap((instance) => (instance.sdkVersion ? [instance.sdkVersion] : [])))].sort();
  const lastSeen = details.instances.reduce<string | undefined>((latest, instance) => {
    const seen = instance.lastSeen ?? undefined;
    return seen !== undefined && (latest === undefined || Date.parse(seen) > Date.parse(latest)) ? seen : latest;
  }, undefined);
  return { instances: details.instances.length, sdks, lastSeen };
}

/** An SDK as people name it: `unleash-client-node:6.12.1` is "unleash-client-node 6.12.1". */
export function sdkWords(sdkVersion: string): string {
  const at = sdkVersion.lastIndexOf(':');
  return at > 0 ? `${sdkVersion.slice(0, at)} ${sdkVersion.slice(at + 1)}` : sdkVersion;
}
