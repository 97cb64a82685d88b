import { describe, expect, it } from 'vitest';
import { previewContextsOf } from './recentPreviewContexts';

describe('the recent contexts a preview checks', () => {
  it('keep named fields at the top and the rest as properties, named as recent', () => {
    expect(previewContextsOf([{ userId: 'bob', plan: 'pro' }])).toEqual([{ name: 'userId=bob · plan=pro (recent)', context: { userId: 'bob', properties: { plan: 'pro' } } }]);
  });

  it('leave out one the service would refuse, and keep the others', () => {
    expect(previewContextsOf([{ currentTime: 'tomorrow' }, { userId: 'ann' }]).map((entry) => entry.name)).toEqual(['userId=ann (recent)']);
  });
});
