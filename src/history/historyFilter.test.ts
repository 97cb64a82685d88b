import { describe, expect, it } from 'vitest';
import { dayRangeProblem, pageRange, readHistoryParams, searchParamsOf, writeHistoryParams } from './historyFilter';

describe('the History filters in the address', () => {
  it('reads every filter and the page', () => {
    const params = new URLSearchParams('flag=checkout&project=web&environment=production&person=-42&type=feature-environment-disabled&from=2026-01-01&to=2026-01-31&page=3');
    expect(readHistoryParams(params)).toEqual({
      filter: { flag: 'checkout', project: 'web', environment: 'production', person: -42, type: 'feature-environment-disabled', from: '2026-01-01', to: '2026-01-31' },
      page: 3,
    });
  });

  it('leaves out what the address spells wrong rather than guess', () => {
    const params = new URLSearchParams('flag=%20&person=ann&from=2026-02-30&to=yesterday&page=-1');
    expect(readHistoryParams(params)).toEqual({ filter: {}, page: 1 });
  });

  it('writes only what is set, and no first page', () => {
    expect(writeHistoryParams({ flag: 'checkout', person: 7 }).toString()).toBe('flag=checkout&person=7');
    expect(writeHistoryParams({}, 1).toString()).toBe('');
    expect(writeHistoryParams({ type: 'feature-created' }, 2).toString()).toBe('type=feature-created&page=2');
  });

  it('reads back what it writes', () => {
    const filter = { flag: 'a b', environment: 'prod', person: 0, from: '2026-03-01' };
    expect(readHistoryParams(writeHistoryParams(filter, 4))).toEqual({ filter, page: 4 });
  });
});

describe('the event search query', () => {
  it("writes each filter in Unleash's IS: syntax, with the page's offset and limit", () => {
    expect(searchParamsOf({ flag: 'checkout', project: 'web', environment: 'production', type: 'feature-strategy-add', person: 2, from: '2026-01-01', to: '2026-01-02' }, 50, 50)).toEqual([
      ['feature', 'IS:checkout'],
      ['project', 'IS:web'],
      ['environment', 'IS:production'],
      ['type', 'IS:feature-strategy-add'],
      ['createdBy', 'IS:2'],
      ['from', 'IS:2026-01-01'],
      ['to', 'IS:2026-01-02'],
      ['offset', '50'],
      ['limit', '50'],
    ]);
  });

  it('asks for everything when nothing is filtered', () => {
    expect(searchParamsOf({}, 0, 1000)).toEqual([['offset', '0'], ['limit', '1000']]);
  });
});

describe('days and pages', () => {
  it('refuses a range that ends before it starts', () => {
    expect(dayRangeProblem('2026-02-01', '2026-01-31')).toMatch(/before the first day/);
    expect(dayRangeProblem('2026-02-01', '2026-02-01')).toBeNull();
    expect(dayRangeProblem(undefined, '2026-01-31')).toBeNull();
  });

  it('says where a page starts and ends', () => {
    expect(pageRange(1, 0)).toEqual({ first: 0, last: 0, pages: 1 });
    expect(pageRange(2, 120)).toEqual({ first: 51, last: 100, pages: 3 });
    expect(pageRange(3, 120)).toEqual({ first: 101, last: 120, pages: 3 });
  });
});
