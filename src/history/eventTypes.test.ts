import { expect, it } from 'vitest';
import { recordedEventTypes } from '../../contract/events';
import { eventTypeGroups } from './eventTypes';

it('offers every type the service records, each in exactly one group of the Type filter', () => {
  const offered = eventTypeGroups.flatMap(([, types]) => types.map(([type]) => type));
  expect([...offered].sort()).toEqual([...recordedEventTypes].sort());
  expect(eventTypeGroups.every(([, types]) => types.length > 0)).toBe(true);
});
