import { expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import { answerStream, createAnswerText, jsonArray } from './answerText';

it('serialises each part, and refuses the part that would make the answer longer than the bound', () => {
  const answer = createAnswerText(30, () => new Error('too long'));
  const parts = [answer.part({ name: 'a' }), answer.part({ name: 'b' })];
  expect(JSON.parse(jsonArray(parts))).toEqual([{ name: 'a' }, { name: 'b' }]);
  expect(() => answer.part({ name: 'c' })).toThrow('too long');
  expect(jsonArray([])).toBe('[]');
});

it('streams the answer around its parts, in chunks', async () => {
  const features = Array.from({ length: 300 }, (_, index) => JSON.stringify({ name: `flag-${index}`, note: 'x'.repeat(500) }));
  const stream = answerStream('{"environment":"development"}', features);
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(String(chunk));
  expect(chunks.length).toBeGreaterThan(1);
  expect(JSON.parse(chunks.join(''))).toEqual({ input: { environment: 'development' }, features: features.map((feature) => JSON.parse(feature)) });
  expect(JSON.parse(await text(answerStream('{}', [])))).toEqual({ input: {}, features: [] });
});
