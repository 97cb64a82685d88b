import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../contract/events';
import { withLabelAndSummary } from './eventSummary';

const event = (fields: Partial<AuditEvent>): AuditEvent => ({
  id: 1, type: 'feature-created', createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'ann@example.com', createdByUserId: 2,
  featureName: null, project: null, environment: null, data: null, preData: null, tags: [], ...fields,
});

describe("an event's label and summary", () => {
  it('titles a type as Unleash does, and any other type by itself', () => {
    expect(withLabelAndSummary(event({ type: 'feature-strategy-update', featureName: 'f' })).label).toBe('Flag strategy updated');
    expect(withLabelAndSummary(event({ type: 'tag-type-created' })).label).toBe('tag-type-created');
  });

  it("sums up a flag's change with who, what, where and the project, in Markdown", () => {
    expect(withLabelAndSummary(event({ featureName: 'checkout', project: 'shop' })).summary).toBe('**ann@example.com** created **checkout** in project **shop**');
    expect(withLabelAndSummary(event({ type: 'feature-environment-disabled', featureName: 'checkout', project: 'shop', environment: 'production' })).summary)
      .toBe('**ann@example.com** turned off **checkout** for the **production** environment in project **shop**');
  });

  it('says who triggered what for any other event, as Unleash words the events it has no words for', () => {
    expect(withLabelAndSummary(event({ type: 'segment-created' })).summary).toBe('**ann@example.com** triggered **segment-created**');
  });
});
