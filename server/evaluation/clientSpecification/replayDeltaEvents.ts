import type { ClientFeature, ClientFeatures, ClientSegment } from '../../../contract';
import type { DeltaEvent } from './specificationFile';

/** The full state a delta-API event stream leaves behind, as an SDK applying it would hold it. */
export function replayDeltaEvents(events: readonly DeltaEvent[]): ClientFeatures {
  let features = new Map<string, ClientFeature>();
  let segments = new Map<number, ClientSegment>();
  for (const event of events) {
    switch (event.type) {
      case 'hydration':
        features = new Map(event.features.map((feature) => [feature.name, feature]));
        segments = new Map(event.segments.map((segment) => [segment.id, segment]));
        break;
      case 'feature-updated':
        features.set(event.feature.name, event.feature);
        break;
      case 'feature-removed':
        features.delete(event.featureName);
        break;
      case 'segment-updated':
        segments.set(event.segment.id, event.segment);
        break;
      case 'segment-removed':
        segments.delete(event.segmentId);
        break;
    }
  }
  return { version: 1, features: [...features.values()], segments: [...segments.values()] };
}
