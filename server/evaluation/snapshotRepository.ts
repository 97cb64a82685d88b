import { EventEmitter } from 'node:events';
import { UnleashEvents, type UnleashConfig } from 'unleash-client';
import type { SdkSnapshot } from './sdkSnapshot';

type RepositoryInterface = NonNullable<UnleashConfig['repository']>;
type SdkFeature = SdkSnapshot['features'][number];
type SdkSegment = SdkSnapshot['segments'][number];

/*
 * The SDK's repository interface over one fixed snapshot: it never fetches, polls or stores, so
 * an SDK client built on it evaluates synchronously and leaves no timer behind. This is how
 * Unleash's own frontend API feeds the SDK (its repository reads from Unleash's database).
 */
export class SnapshotRepository extends EventEmitter implements RepositoryInterface {
  private readonly features: Map<string, SdkFeature>;
  private readonly segments: Map<number, SdkSegment>;

  constructor(private readonly snapshot: SdkSnapshot) {
    super();
    this.features = new Map(snapshot.features.map((feature) => [feature.name, feature]));
    this.segments = new Map(snapshot.segments.map((segment) => [segment.id, segment]));
  }

  getToggle(name: string): SdkFeature | undefined {
    return this.features.get(name);
  }

  getToggles(): SdkFeature[] {
    return this.snapshot.features;
  }

  getTogglesWithSegmentData(): ReturnType<RepositoryInterface['getTogglesWithSegmentData']> {
    return this.snapshot.features.map((feature) => ({
      ...feature,
      strategies: feature.strategies?.map((strategy) => ({
        ...strategy,
        segments: strategy.segments?.map((id) => this.segments.get(id)),
      })),
    }));
  }

  getSegment(id: number): SdkSegment | undefined {
    return this.segments.get(id);
  }

  // The snapshot is complete from the start: announcing readiness synchronously lets the client
  // evaluate as soon as start() returns.
  async start(): Promise<void> {
    this.emit(UnleashEvents.Ready);
    this.emit(UnleashEvents.Changed, this.snapshot.features);
  }

  stop(): void {
    this.removeAllListeners();
  }
}
