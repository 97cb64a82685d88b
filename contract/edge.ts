import { z } from 'zod';

/**
 * Unleash Edge's calls to its upstream (`/edge/validate`, `/edge/issue-token`), in Unleash 8.2's
 * shapes: Edge in front of the embedded service checks the SDKs' tokens with it.
 */

export const edgeTokensBodySchema = z.object({ tokens: z.array(z.string().max(1000)).max(1000) });

export const validatedEdgeTokensSchema = z.object({
  tokens: z.array(z.object({ token: z.string(), type: z.enum(['client', 'frontend']), projects: z.array(z.string()), environment: z.string() })),
});

/** What Unleash open source answers `POST /edge/issue-token` (its paid edition signs the request with an HMAC). */
export const edgeIssueRefusal = 'Missing HMAC authorization header';
