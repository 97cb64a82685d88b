/**
 * The time limit of a test that walks every route (or every write route) with a fresh fixture for
 * each: a fresh store, its people's scrypt hashes and their tokens per route, for well over a
 * hundred routes, take minutes on a loaded two-core machine, against the default 20 s of one test.
 */
export const walkTimeoutMs = 600_000;
