import { z } from 'zod';

/**
 * A JSON Patch (RFC 6902), as Unleash's `patchesSchema` takes it: the PATCH routes apply it to what
 * is stored and check the result as the PUT of the same path would.
 */
export const jsonPatchOperations = ['add', 'remove', 'replace', 'copy', 'move', 'test'] as const;

export const jsonPatchOperationSchema = z.object({
  op: z.enum(jsonPatchOperations),
  path: z.string(),
  from: z.string().optional(),
  value: z.unknown().optional(),
});
export const jsonPatchSchema = z.array(jsonPatchOperationSchema);

export type JsonPatchOperation = z.infer<typeof jsonPatchOperationSchema>;
