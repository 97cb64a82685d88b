import { describe, expect, it } from 'vitest';
import { adminRequestOf, sdkContextOf } from './adminRequest';
import { emptyContext } from './playgroundContext';

describe('the admin playground request for a context', () => {
  it('sends the fields given and the properties, and the frontend API\'s appName when none is given', () => {
    const context = { ...emptyContext(), userId: 'bob', properties: [{ name: 'plan', value: 'free' }] };
    expect(sdkContextOf(context)).toEqual({ appName: 'frontend-api', userId: 'bob', properties: { plan: 'free' } });
    expect(sdkContextOf({ ...context, appName: 'web', currentTime: '2030-01-01T00:00:00.000Z' })).toEqual({
      appName: 'web', userId: 'bob', currentTime: '2030-01-01T00:00:00.000Z', properties: { plan: 'free' },
    });
  });

  it('asks for one environment of one project', () => {
    expect(adminRequestOf(emptyContext(), 'production', 'default')).toEqual({
      environments: ['production'], projects: ['default'], context: { appName: 'frontend-api', properties: {} },
    });
  });
});
