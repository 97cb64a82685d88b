import { expect, it } from 'vitest';
import { inSlices, sliceMs } from './inSlices';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

it('lets other work in once a slice is used up, and not before', async () => {
  const order: string[] = [];
  setImmediate(() => order.push('other work'));
  await inSlices([1, 2, 3], (item) => {
    order.push(`item ${item}`);
    busyFor(item === 1 ? sliceMs + 5 : 0);
  });
  expect(order).toEqual(['item 1', 'other work', 'item 2', 'item 3']);
});
