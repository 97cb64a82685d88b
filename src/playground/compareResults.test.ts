import { describe, expect, it } from 'vitest';
import type { FrontendToggle } from '../../contract';
import { compareResults } from './compareResults';

function toggle(name: string, variant = 'disabled', payload?: FrontendToggle['variant']['payload']): FrontendToggle {
  return { name, enabled: true, impressionData: false, variant: { name: variant, enabled: variant !== 'disabled', feature_enabled: true, payload } };
}

describe('comparing the results of several contexts', () => {
  it('lines flags up by name, with null where a context did not get the flag', () => {
    const rows = compareResults([[toggle('b'), toggle('a')], [toggle('a')]]);
    expect(rows.map((row) => row.name)).toEqual(['a', 'b']);
    expect(rows[1]?.cells[1]).toBeNull();
  });

  it('a flag enabled for one context and not the other differs in enabled, and in nothing else', () => {
    expect(compareResults([[toggle('a', 'blue')], []])[0]?.differences).toEqual(['enabled']);
  });

  it('among three contexts, variants are compared where the flag is enabled', () => {
    expect(compareResults([[toggle('a', 'blue')], [], [toggle('a', 'green')]])[0]?.differences).toEqual(['enabled', 'variant']);
  });

  it('the same flag with another variant differs in variant', () => {
    expect(compareResults([[toggle('a', 'blue')], [toggle('a', 'green')]])[0]?.differences).toEqual(['variant']);
  });

  it('another payload differs in payload; the same JSON spaced otherwise does not', () => {
    const json = (value: string) => toggle('a', 'blue', { type: 'json', value });
    expect(compareResults([[json('{"a":1}')], [json('{ "a": 1 }')]])[0]?.differences).toEqual([]);
    expect(compareResults([[json('{"a":1}')], [json('{"a":2}')]])[0]?.differences).toEqual(['payload']);
  });

  it('identical results have no differences', () => {
    expect(compareResults([[toggle('a', 'blue')], [toggle('a', 'blue')], [toggle('a', 'blue')]])[0]?.differences).toEqual([]);
  });

  it('leaves a context without a result out of the comparison', () => {
    const rows = compareResults([[toggle('a')], undefined]);
    expect(rows[0]?.differences).toEqual([]);
    expect(rows[0]?.cells[1]).toBeNull();
  });
});
