/**
 * A file the import refuses: not JSON, not the client-features format, or in conflict with what
 * the store holds. Nothing is written when one is thrown; the message says what to fix.
 */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}
