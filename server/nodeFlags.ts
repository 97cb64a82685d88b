/**
 * What `npm start` tells Node when it starts the server (package.json's start script; the bench
 * starts it the same way, bench/benchServer.ts). nodeFlags.test.ts holds the two together.
 *
 * `--max-semi-space-size=2` (MiB): V8 grows its young generation while much of what it allocates
 * survives a collection, up to three semi-spaces of 16 MiB, and keeps them. Under a stream of new
 * frontend API contexts much does survive (each answer is kept, server/frontendApi/answerCache.ts),
 * and the young generation then holds tens of MiB the cache's bound never counts. Capped, resident
 * memory after the bench's /api/frontend runs fell from 210–257 to 185–190 MiB at 350 flags and
 * from 276–280 to 190–256 MiB at 500, with no more server CPU a request (README, Performance).
 *
 * `--heap-growing-percent=50`: after each major collection V8 lets the old generation grow to a
 * multiple of what survived before the next one, up to four times when collecting looks cheap
 * beside the program's work; the garbage between the two is resident memory. Held to 1.5 times,
 * resident memory after those runs at 500 flags went from 152–255 MiB to 167–171 MiB in three
 * runs (130–157 at 350), for server CPU a request within the runs' spread (310–321 µs against
 * 305 at 500 flags, 251–262 against 258 at 350).
 */
export const serverNodeFlags = ['--max-semi-space-size=2', '--heap-growing-percent=50'] as const;
