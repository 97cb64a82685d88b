/**
 * The time limit of a test that walks every route (or every write route) with a fresh fixture for
 * each: a minute or two on a loaded two-core machine, against the default 20 s of one test.
 */
export const walkTimeoutMs = 120_000;
