import { z } from 'zod';

/** Hours and days as the metrics tables keep them: whole numbers since the epoch (UTC). */
export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

export const toHour = (ms: number): number => Math.floor(ms / hourMs);
export const toDay = (ms: number): number => Math.floor(ms / dayMs);

/** A bucket's counts of each variant, as the variants column holds them. */
export const storedVariants = z.record(z.string(), z.number());
