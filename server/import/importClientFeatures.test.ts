import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ClientFeature, ClientFeatures } from '../../contract';
import { createEvaluator } from '../evaluation';
import { buildClientFeatures } from '../store/clientFeatures';
import { readConfigVersion } from '../store/configVersion';
import { openDatabase, type Db } from '../store/openDatabase';
import { importClientFeatures } from './importClientFeatures';
import { ImportError } from './importError';
import { parseClientFeatures } from './parseClientFeatures';

let dataDir: string;
let db: Db;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'flagdeck-import-'));
  db = openDatabase(dataDir);
});
afterEach(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const target = { project: 'default', environment: 'development' };
const flag = (name: string, extra: Partial<ClientFeature> = {}): ClientFeature => ({
  name, enabled: true, strategies: [{ name: 'default' }], ...extra,
});
const file = (features: ClientFeature[], segments: ClientFeatures['segments'] = []): ClientFeatures => ({ version: 2, features, segments });
const served = (environment = 'development', project = 'default') => buildClientFeatures(db, environment, [project]);
const servedFlag = (name: string, environment?: string) => served(environment).features.find((feature) => feature.name === name);

/** What refuses, with its message; nothing was written if the store's version did not move. */
function refusal(write: () => unknown): string {
  const version = readConfigVersion(db)();
  try {
    write();
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    expect(readConfigVersion(db)()).toBe(version);
    return error.message;
  }
  throw new Error('the import was accepted');
}

describe('configuration is kept exactly as given', () => {
  test('legacy strategies, any operator, empty value lists, unnormalised weights in their order, any flag name', () => {
    const features = [
      flag('gammal-väg 🚩 /legacy', {
        strategies: [
          { name: 'userWithId', parameters: { userIds: 'ann,bob' } },
          { name: 'gradualRolloutSessionId', parameters: { percentage: '30', groupId: 'g' },
            constraints: [{ contextName: 'plan', operator: 'SOUNDS_LIKE', values: [] }, { contextName: 'ip', operator: 'IN_CIDR', values: ['10.0.0.0/8'], inverted: true }] },
        ],
        variants: [
          { name: 'z-last-by-name', weight: 1, weightType: 'variable', stickiness: 'userId' },
          { name: 'a-first-by-name', weight: 5000, payload: { type: 'json', value: '{"a":1}' } },
        ],
      }),
    ];
    importClientFeatures(db, file(features), target);
    const [stored] = served().features;
    expect(stored?.name).toBe('gammal-väg 🚩 /legacy');
    expect(stored?.strategies.map(({ name, parameters, constraints }) => ({ name, parameters, constraints }))).toEqual([
      { name: 'userWithId', parameters: { userIds: 'ann,bob' }, constraints: [] },
      { name: 'gradualRolloutSessionId', parameters: { percentage: '30', groupId: 'g' }, constraints: features[0]?.strategies[1]?.constraints },
    ]);
    expect(stored?.variants).toEqual(features[0]?.variants);
  });

  test('strategy variants, segments and dependencies come back as they went in', () => {
    importClientFeatures(db, file([
      flag('parent'),
      flag('child', {
        dependencies: [{ feature: 'parent', variants: ['x'] }],
        strategies: [{ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'default', groupId: 'child' }, segments: [7],
          variants: [{ name: 'x', weight: 1000, payload: { type: 'string', value: 'v' } }] }],
      }),
    ], [{ id: 7, name: 'beta users', constraints: [{ contextName: 'plan', operator: 'IN', values: ['beta'] }] }]), target);
    const child = servedFlag('child');
    expect(child?.dependencies).toEqual([{ feature: 'parent', enabled: true, variants: ['x'] }]);
    expect(child?.strategies[0]?.segments).toEqual([7]);
    expect(child?.strategies[0]?.variants).toEqual([{ name: 'x', weight: 1000, payload: { type: 'string', value: 'v' } }]);
    expect(served().segments).toEqual([{ id: 7, name: 'beta users', constraints: [{ contextName: 'plan', operator: 'IN', values: ['beta'] }] }]);
  });

  test('a disabled strategy is stored disabled, and not served', () => {
    importClientFeatures(db, file([flag('f', { strategies: [{ name: 'default', disabled: true }, { name: 'userWithId', parameters: { userIds: 'a' } }] })]), target);
    expect(servedFlag('f')?.strategies.map((s) => s.name)).toEqual(['userWithId']);
    expect(db.prepare('SELECT COUNT(*) AS n FROM strategies WHERE disabled = 1').get()).toEqual({ n: 1 });
  });

  test('identical duplicate dependencies, as Unleash may list them, are accepted once', () => {
    importClientFeatures(db, file([flag('p'), flag('c', { dependencies: [{ feature: 'p' }, { feature: 'p', enabled: true }] })]), target);
    expect(servedFlag('c')?.dependencies).toEqual([{ feature: 'p', enabled: true }]);
  });
});

describe('references to what the file does not define stay missing, as an SDK sees them', () => {
  test('a missing segment and a missing parent: the strategy and the child never match', () => {
    const summary = importClientFeatures(db, file([
      flag('with-missing-segment', { strategies: [{ name: 'default', segments: [404] }] }),
      flag('with-missing-parent', { dependencies: [{ feature: 'nowhere', enabled: false }] }),
    ]), target);
    expect(summary.danglingReferences).toEqual(['segment 404 of a strategy of "with-missing-segment"', 'parent "nowhere" of "with-missing-parent"']);
    const evaluator = createEvaluator(served());
    expect(evaluator.evaluate({ properties: {} })).toEqual([]);
    evaluator.dispose();
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});

describe('the project\'s flags in that environment are replaced', () => {
  test('flags the file leaves out are switched off there, other environments keep theirs', () => {
    importClientFeatures(db, file([flag('kept'), flag('dropped')]), target);
    importClientFeatures(db, file([flag('dropped', { enabled: true, strategies: [{ name: 'default' }] })]), { ...target, environment: 'production' });
    const summary = importClientFeatures(db, file([flag('kept', { enabled: false })]), target);
    expect(summary).toMatchObject({ flags: 1, createdFlags: 0, clearedFlags: 1 });
    expect(servedFlag('kept')).toMatchObject({ enabled: false });
    expect(servedFlag('dropped')).toMatchObject({ enabled: false, strategies: [], variants: [] });
    expect(servedFlag('dropped', 'production')).toMatchObject({ enabled: true, strategies: [{ name: 'default' }] });
  });

  test('an archived flag of the project comes back', () => {
    importClientFeatures(db, file([flag('f')]), target);
    db.prepare("UPDATE features SET archived_at = '2020-01-01T00:00:00.000Z' WHERE name = 'f'").run();
    importClientFeatures(db, file([flag('f')]), target);
    expect(servedFlag('f')).toMatchObject({ enabled: true });
  });

  test('a missing project and environment are created', () => {
    const summary = importClientFeatures(db, file([flag('f')]), { project: 'mirror', environment: 'staging' });
    expect(summary).toMatchObject({ createdProject: true, createdEnvironment: true });
    expect(buildClientFeatures(db, 'staging', ['mirror']).features.map((f) => f.name)).toEqual(['f']);
  });

  test('re-importing a changed segment updates the one this project owns', () => {
    const segment = (values: string[]) => [{ id: 3, name: 's', constraints: [{ contextName: 'plan', operator: 'IN', values }] }];
    const uses = [flag('f', { strategies: [{ name: 'default', segments: [3] }] })];
    expect(importClientFeatures(db, file(uses, segment(['a'])), target).segments).toEqual({ created: 1, reused: 0, updated: 0 });
    expect(importClientFeatures(db, file(uses, segment(['a'])), target).segments).toEqual({ created: 0, reused: 1, updated: 0 });
    expect(importClientFeatures(db, file(uses, segment(['b'])), target).segments).toEqual({ created: 0, reused: 0, updated: 1 });
    expect(served().segments).toEqual(segment(['b']));
  });

  test('a segment id another project\'s segment holds gets a new id, and the references follow', () => {
    importClientFeatures(db, file([flag('theirs', { strategies: [{ name: 'default', segments: [1] }] })],
      [{ id: 1, name: 'x', constraints: [] }]), { project: 'other', environment: 'development' });
    importClientFeatures(db, file([flag('mine', { strategies: [{ name: 'default', segments: [1] }] })],
      [{ id: 1, name: 'x', constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] }]), target);
    const [segment] = served().segments ?? [];
    expect(segment).toMatchObject({ name: 'x (2)', constraints: [{ values: ['pro'] }] });
    expect(servedFlag('mine')?.strategies[0]?.segments).toEqual([segment?.id]);
    expect(buildClientFeatures(db, 'development', ['other']).segments).toEqual([{ id: 1, name: 'x', constraints: [] }]);
  });
});

describe('a file that cannot be imported is refused and nothing is replaced', () => {
  test('text that is not JSON', () => {
    expect(refusal(() => parseClientFeatures('{"version": 2,', 'flags.json'))).toMatch(/^flags\.json is not valid JSON: /);
  });

  test('JSON that is not the client-features format names the place', () => {
    const text = JSON.stringify({ version: 2, features: [{ name: 'f', strategies: [] }, { name: 'g', enabled: true, strategies: [{}] }] });
    expect(refusal(() => parseClientFeatures(text, 'flags.json'))).toBe(
      'flags.json is not in the client-features format ({version, features, segments}): '
      + 'features[0].enabled: Invalid input: expected boolean, received undefined; '
      + 'features[1].strategies[0].name: Invalid input: expected string, received undefined',
    );
  });

  test('a flag listed twice, a segment defined twice', () => {
    expect(refusal(() => parseClientFeatures(JSON.stringify(file([flag('f'), flag('f')]))))).toBe('the file lists the flag "f" twice (features[1])');
    const twice = file([], [{ id: 1, constraints: [] }, { id: 1, constraints: [] }]);
    expect(refusal(() => parseClientFeatures(JSON.stringify(twice)))).toBe('the file defines segment 1 twice (segments[1])');
  });

  test('a flag that belongs to another project', () => {
    importClientFeatures(db, file([flag('taken')]), { project: 'other', environment: 'development' });
    importClientFeatures(db, file([flag('mine')]), target);
    expect(refusal(() => importClientFeatures(db, file([flag('taken', { enabled: false })]), target)))
      .toBe('the flag "taken" belongs to project "other"; flag names are unique in the instance, so it cannot be imported into "default"');
    expect(servedFlag('mine')).toMatchObject({ enabled: true });
  });

  test('two different conditions on the same parent', () => {
    const conflicting = flag('c', { dependencies: [{ feature: 'p' }, { feature: 'p', enabled: false }] });
    expect(refusal(() => importClientFeatures(db, file([flag('p'), conflicting]), target)))
      .toBe('the flag "c" lists its parent "p" twice with different conditions');
  });
});
