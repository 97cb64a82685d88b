import { z } from 'zod';
import { clientFeaturesSchema, clientFeatureSchema, clientSegmentSchema } from '../../../contract';

/*
 * The shape of an `@unleash/client-specification` file. A state is either a full client-features
 * response or, in the delta-API files, a list of events that build one.
 */

const deltaEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hydration'), eventId: z.number(), features: z.array(clientFeatureSchema), segments: z.array(clientSegmentSchema) }),
  z.object({ type: z.literal('feature-updated'), eventId: z.number(), feature: clientFeatureSchema }),
  z.object({ type: z.literal('feature-removed'), eventId: z.number(), featureName: z.string() }),
  z.object({ type: z.literal('segment-updated'), eventId: z.number(), segment: clientSegmentSchema }),
  z.object({ type: z.literal('segment-removed'), eventId: z.number(), segmentId: z.number() }),
]);

export const specificationContextSchema = z.object({
  userId: z.string().optional(),
  sessionId: z.string().optional(),
  remoteAddress: z.string().optional(),
  currentTime: z.string().optional(),
  environment: z.string().optional(),
  appName: z.string().optional(),
  // The files use null for "this property is absent".
  properties: z.record(z.string(), z.string().nullable()).optional(),
});

const variantExpectationSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  payload: z.object({ type: z.string(), value: z.string() }).optional(),
  feature_enabled: z.boolean().optional(),
});

export const specificationFileSchema = z.object({
  name: z.string(),
  state: z.union([clientFeaturesSchema, z.object({ events: z.array(deltaEventSchema) })]),
  tests: z.array(z.object({
    description: z.string(),
    context: specificationContextSchema,
    toggleName: z.string(),
    expectedResult: z.boolean(),
  })).optional(),
  variantTests: z.array(z.object({
    description: z.string(),
    context: specificationContextSchema,
    toggleName: z.string(),
    expectedResult: variantExpectationSchema,
  })).optional(),
});

export type DeltaEvent = z.infer<typeof deltaEventSchema>;
export type SpecificationContext = z.infer<typeof specificationContextSchema>;
export type VariantExpectation = z.infer<typeof variantExpectationSchema>;
export type SpecificationFile = z.infer<typeof specificationFileSchema>;
