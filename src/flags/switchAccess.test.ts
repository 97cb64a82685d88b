import { describe, expect, it } from 'vitest';
import { unavailableSwitches } from './switchAccess';

const environments = [{ name: 'development', type: 'development' }, { name: 'production', type: 'production' }];
const protectedProduction = new Map([['production', 2]]);
const viewer = (...permissions: { permission: string; project?: string; environment?: string }[]) => ({ id: 5, permissions });

describe('which switches the signed-in user may not use, and why', () => {
  it('a Viewer may use none: each names the permission it lacks', () => {
    expect(Object.fromEntries(unavailableSwitches(viewer(), 'default', environments, protectedProduction))).toEqual({
      development: 'You need the UPDATE_FEATURE_ENVIRONMENT permission in development.',
      production: 'You need the UPDATE_FEATURE_ENVIRONMENT permission in production.',
    });
  });

  it('an admin may use all', () => {
    expect(unavailableSwitches(viewer({ permission: 'ADMIN' }), 'default', environments, protectedProduction).size).toBe(0);
  });

  it('follows permissions scoped to an environment and a project', () => {
    const developer = viewer({ permission: 'UPDATE_FEATURE_ENVIRONMENT', project: 'default', environment: 'development' });
    expect([...unavailableSwitches(developer, 'default', environments, undefined).keys()]).toEqual(['production']);
    expect([...unavailableSwitches(developer, 'payments', environments, undefined).keys()]).toEqual(['development', 'production']);
  });

  it('where change requests are required, also the right to propose one, or to skip it', () => {
    const editor = viewer({ permission: 'UPDATE_FEATURE_ENVIRONMENT' });
    expect(Object.fromEntries(unavailableSwitches(editor, 'default', environments, protectedProduction))).toEqual({
      production: 'You need the CREATE_CHANGE_REQUEST permission in production. Changes there go through change requests.',
    });
    expect(unavailableSwitches(viewer({ permission: 'UPDATE_FEATURE_ENVIRONMENT' }, { permission: 'CREATE_CHANGE_REQUEST' }), 'default', environments, protectedProduction).size).toBe(0);
    expect(unavailableSwitches(viewer({ permission: 'UPDATE_FEATURE_ENVIRONMENT' }, { permission: 'SKIP_CHANGE_REQUEST' }), 'default', environments, protectedProduction).size).toBe(0);
  });

  it('marks nothing while who the user is cannot be read: the service decides', () => {
    expect(unavailableSwitches(undefined, 'default', environments, protectedProduction).size).toBe(0);
  });
});
