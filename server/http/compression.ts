import { brotliCompressSync, constants } from 'node:zlib';

/**
 * How the API compresses: only answers of 16 KiB or more (below, the bytes saved cost more than
 * the compressing), in brotli at a quick level (4: a 10,000-flag list of 12 MB in about 50 ms,
 * to 0.3 MB).
 */
export const apiCompression = {
  thresholdBytes: 16 * 1024,
  brotliParams: { [constants.BROTLI_PARAM_QUALITY]: 4 },
} as const;

/** An answer's bytes as sent: in brotli when worth it (see apiCompression), else as they are. */
export interface EncodedAnswer {
  body: Buffer;
  encoding: 'br' | undefined;
}

export function encodeAnswer(json: string): EncodedAnswer {
  const bytes = Buffer.from(json);
  if (bytes.length < apiCompression.thresholdBytes) return { body: bytes, encoding: undefined };
  return { body: brotliCompressSync(bytes, { params: apiCompression.brotliParams }), encoding: 'br' };
}
