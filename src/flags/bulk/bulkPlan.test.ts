import { describe, expect, it } from 'vitest';
import type { Environment, Feature } from '../../../contract';
import { actionInWords, flagsToSend, previewBulk, proposedChanges, type BulkSituation } from './bulkPlan';

const production: Environment = { name: 'production', type: 'production', enabled: true, sortOrder: 200 };
const development: Environment = { name: 'development', type: 'development', enabled: true, sortOrder: 100 };
const flag = (name: string, on: { development?: boolean; production?: boolean } = {}, extra: Partial<Feature> = {}): Feature => ({
  name,
  environments: [
    { name: 'development', enabled: on.development ?? false },
    { name: 'production', enabled: on.production ?? false },
  ],
  ...extra,
});
const open: BulkSituation = { changeRequestEnvironments: new Map(), maySkip: () => false };
const guarded = (maySkip: boolean): BulkSituation => ({ changeRequestEnvironments: new Map([['production', 2]]), maySkip: () => maySkip });

describe('a bulk change previewed', () => {
  it('changes only the flags not so already, and names the others as left as they are', () => {
    const preview = previewBulk({ kind: 'switch', environment: development, enabled: false }, [flag('a', { development: true }), flag('b'), flag('c', { development: true })], open);
    expect(preview.changing).toEqual(['a', 'c']);
    expect(preview.unchanged).toEqual(['b']);
    expect(preview.route).toEqual({ kind: 'direct', skippedApprovals: 0, production: false });
    expect(preview.refusal).toBeUndefined();
  });

  it('in production says so; where change requests are required it proposes them, or says how many approvals an admin skips', () => {
    const on = { kind: 'switch', environment: production, enabled: true } as const;
    expect(previewBulk(on, [flag('a')], open).route).toEqual({ kind: 'direct', skippedApprovals: 0, production: true });
    expect(previewBulk(on, [flag('a')], guarded(false)).route).toEqual({ kind: 'changeRequest', environment: 'production' });
    expect(previewBulk(on, [flag('a')], guarded(true)).route).toEqual({ kind: 'direct', skippedApprovals: 2, production: true });
    expect(proposedChanges(previewBulk(on, [flag('a'), flag('b', { production: true })], guarded(false))))
      .toEqual([{ feature: 'a', action: 'updateEnabled', payload: { enabled: true } }]);
  });

  it('refuses more flags than one call takes, and more than one change request holds', () => {
    const many = Array.from({ length: 1001 }, (_, index) => flag(`f${index}`));
    expect(previewBulk({ kind: 'archive' }, many, open).refusal).toContain('at most 1,000 flags');
    const some = many.slice(0, 201);
    expect(previewBulk({ kind: 'switch', environment: production, enabled: true }, some, guarded(false)).refusal).toContain('at most 200 changes');
    expect(previewBulk({ kind: 'switch', environment: production, enabled: true }, some, guarded(true)).refusal).toBeUndefined();
  });

  it('names the dependants a switch-off stops; archiving takes them along, dependants first', () => {
    const parent = flag('parent', { development: true }, { children: ['child', 'chosen'] });
    const chosen = flag('chosen', { development: true });
    expect(previewBulk({ kind: 'switch', environment: development, enabled: false }, [parent, chosen], open).dependants).toEqual(['child']);
    expect(previewBulk({ kind: 'switch', environment: development, enabled: true }, [parent], open).dependants).toEqual([]);
    const archive = previewBulk({ kind: 'archive' }, [parent, chosen], open);
    expect(flagsToSend(archive)).toEqual(['child', 'chosen', 'parent']);
    expect(proposedChanges(previewBulk({ kind: 'archive' }, [parent], { ...guarded(false), changeRequestEnvironments: new Map([['production', 1]]) })))
      .toEqual([{ feature: 'child', action: 'archiveFeature' }, { feature: 'chosen', action: 'archiveFeature' }, { feature: 'parent', action: 'archiveFeature' }]);
  });

  it('tags only the flags without the tag, takes it off only those with it, and never needs a change request', () => {
    const tag = { type: 'team', value: 'growth' };
    const tagged = flag('tagged', {}, { tags: [tag] });
    expect(previewBulk({ kind: 'tag', tag, add: true }, [tagged, flag('bare')], guarded(false))).toMatchObject({ changing: ['bare'], unchanged: ['tagged'], route: { kind: 'direct' } });
    expect(previewBulk({ kind: 'tag', tag, add: false }, [tagged, flag('bare')], open).changing).toEqual(['tagged']);
    expect(actionInWords({ kind: 'tag', tag, add: false }, '2 flags')).toBe('remove the tag team:growth from 2 flags');
  });
});
