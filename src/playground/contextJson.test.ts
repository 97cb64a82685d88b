import { describe, expect, it } from 'vitest';
import { contextFromJson, contextToJson } from './contextJson';
import { emptyContext } from './playgroundContext';

describe('the raw JSON view of a context', () => {
  it('writes an Unleash-shaped context with the filled fields and the properties', () => {
    const json = contextToJson({ ...emptyContext(), userId: 'alice', properties: [{ name: 'plan', value: 'pro' }] });
    expect(JSON.parse(json)).toEqual({ userId: 'alice', properties: { plan: 'pro' } });
  });

  it('reads back what it wrote', () => {
    const context = { ...emptyContext(), userId: 'alice', currentTime: '2030-01-01T00:00:00.000Z', properties: [{ name: 'plan', value: 'pro' }] };
    expect(contextFromJson(contextToJson(context))).toEqual({ ok: true, context });
  });

  it('takes other fields as properties, as the service does, with explicit properties winning', () => {
    const result = contextFromJson('{"tenant": "acme", "plan": "free", "properties": {"plan": "pro"}}');
    expect(result.ok && result.context.properties).toEqual([
      { name: 'plan', value: 'pro' },
      { name: 'tenant', value: 'acme' },
    ]);
  });

  it('says what is wrong with text that is not JSON', () => {
    const result = contextFromJson('{"userId": "alice",}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Not valid JSON: /);
  });

  it('refuses what is not a context', () => {
    expect(contextFromJson('["alice"]')).toEqual({ ok: false, error: expect.stringMatching(/must be a JSON object/) });
    expect(contextFromJson('{"userId": 42}')).toEqual({ ok: false, error: 'userId must be text (in quotes).' });
    expect(contextFromJson('{"properties": {"plan": true}}')).toEqual({ ok: false, error: 'properties.plan must be text (in quotes).' });
    expect(contextFromJson('{"properties": "plan"}')).toEqual({ ok: false, error: expect.stringMatching(/"properties" must be an object/) });
  });

  it('treats null named fields as absent', () => {
    expect(contextFromJson('{"userId": null}')).toEqual({ ok: true, context: emptyContext() });
  });
});
