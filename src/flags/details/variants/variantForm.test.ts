import { describe, expect, it } from 'vitest';
import { bodyOf, checkForm, emptyVariant, formOf, sharesOf, type VariantsForm } from './variantForm';

const form = (variants: VariantsForm['variants'], stickiness = 'default'): VariantsForm => ({ stickiness, variants });
const named = (name: string, changes: Partial<VariantsForm['variants'][number]> = {}) => ({ ...emptyVariant(name), ...changes });

describe('the variants form', () => {
  it('reads stored variants back as the same body, stickiness shared, each with its weight (Unleash requires one)', () => {
    const stored = [
      { name: 'a', weight: 300, weightType: 'fix' as const, stickiness: 'userId', payload: { type: 'json' as const, value: '{"x":1}' }, overrides: [{ contextName: 'userId', values: ['1', '2'] }] },
      { name: 'b', weight: 700, weightType: 'variable' as const, stickiness: 'userId', overrides: [] },
    ];
    expect(bodyOf(formOf(stored))).toEqual([
      { name: 'a', weightType: 'fix', weight: 300, stickiness: 'userId', payload: { type: 'json', value: '{"x":1}' }, overrides: [{ contextName: 'userId', values: ['1', '2'] }] },
      { name: 'b', weightType: 'variable', weight: 700, stickiness: 'userId', overrides: [] },
    ]);
  });

  it('shares what the fixed weights leave between the variable ones, the odd thousandths to the first, as the service does', () => {
    const three = form([named('c'), named('b'), named('a'), named('d', { fixed: true, percent: '10' })]);
    const { shares, total, problem } = sharesOf(three);
    expect(three.variants.map((draft) => shares.get(draft.key))).toEqual([300, 300, 300, 100]);
    expect(total).toBe(1000);
    expect(problem).toBeUndefined();
    const odd = form([named('c'), named('b'), named('a')]);
    expect(odd.variants.map((draft) => sharesOf(odd).shares.get(draft.key))).toEqual([334, 333, 333]);
  });

  it('says when the weights cannot be shared', () => {
    expect(sharesOf(form([named('a', { fixed: true, percent: '60' }), named('b', { fixed: true, percent: '50' }), named('c')])).problem).toMatch(/more than 1000/);
    expect(checkForm(form([named('a', { fixed: true, percent: '100' })])).get('weights')).toBe('There must be at least one variable variant');
  });

  it('names the field of a payload the SDK could not read, as the service would', () => {
    const errors = checkForm(form([
      named('a', { payloadType: 'string', payloadValue: 'ok' }),
      named('b', { payloadType: 'json', payloadValue: '{"a":' }),
      named('c', { payloadType: 'number', payloadValue: '12a' }),
    ]));
    expect(errors.get('1.payload.value')).toBe('a json payload must be valid JSON');
    expect(errors.get('2.payload.value')).toBe('a number payload must be a number');
    expect(errors.has('0.payload.value')).toBe(false);
  });

  it('refuses a fixed weight that is no percentage, an empty or repeated name, and an override without a field or values', () => {
    const errors = checkForm(form([
      named('a', { fixed: true, percent: '12.25' }),
      named(''),
      named('a'),
      named('d', { overrides: [{ key: 'o', contextName: '', values: ' , ' }] }),
    ]));
    expect(errors.get('0.weight')).toMatch(/percentage/);
    expect(errors.has('1.name')).toBe(true);
    expect(errors.get('2.name')).toMatch(/appears twice/);
    expect(errors.get('3.overrides.0.contextName')).toBe('must name a context field');
    expect(errors.get('3.overrides.0.values')).toBe('needs at least one value');
  });

  it('accepts a good form, and no variants at all', () => {
    expect(checkForm(form([named('a', { payloadType: 'csv', payloadValue: 'x,y' }), named('b', { fixed: true, percent: '12.5' })])).size).toBe(0);
    expect(checkForm(form([])).size).toBe(0);
  });
});
