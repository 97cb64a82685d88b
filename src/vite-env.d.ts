/// <reference types="vite/client" />

/**
 * A contract schema's check compiled at build time (contract/compiledChecks.ts, scripts/compiledChecksPlugin.ts): true where the
 * schema would accept the value, as it is.
 */
declare module 'virtual:compiled-check/*' {
  const check: (value: unknown) => boolean;
  export default check;
}
