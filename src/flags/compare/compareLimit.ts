/**
 * Flags compared at once: each is read with its strategies and variants (the project's list holds
 * neither on Unleash), so a comparison reads the flags named, or the project's first this many.
 */
export const compareLimit = 100;
