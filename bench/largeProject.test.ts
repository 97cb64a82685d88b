import { describe, expect, it } from 'vitest';
import { largeProject, largeProjectFeatures, largeProjectTag } from './largeProject';

describe('the 10,000-flag bench project', () => {
  const environments = largeProject.environments.map((_, index) => largeProjectFeatures(1000, index));

  it('lists the same flags, in the same order, in every environment', () => {
    const names = environments.map((config) => config.features.map((feature) => feature.name));
    expect(names[0]).toHaveLength(1000);
    expect(new Set(names[0]).size).toBe(1000);
    for (const other of names.slice(1)) expect(other).toEqual(names[0]);
  });

  it('switches differ between environments, fewer on further along', () => {
    const onCount = environments.map((config) => config.features.filter((feature) => feature.enabled).length);
    expect(new Set(onCount).size).toBe(environments.length);
    expect(onCount[0]).toBeGreaterThan(onCount.at(-1)!);
  });

  it('gives the page something to filter: several types, descriptions, stale flags and tags', () => {
    const [first] = environments;
    const features = first!.features;
    expect(new Set(features.map((feature) => feature.type)).size).toBe(5);
    expect(features.filter((feature) => feature.description).length).toBeGreaterThan(500);
    expect(features.some((feature) => feature.stale)).toBe(true);
    expect(largeProjectTag(0)).toEqual({ type: 'team', value: 'checkout' });
    expect(largeProjectTag(4)).toBeUndefined();
  });
});
