import { describe, expect, it } from 'vitest';
import { advancedPlaygroundRequestSchema, advancedPlaygroundResponseSchema, playgroundRequestSchema, playgroundResponseSchema, sdkContextSchema } from './playground';

/*
 * Answers recorded from a real Unleash 8.2 (open source) with its compatibility suite's flags:
 * bob's context in development (dark-mode's constraint fails) and in production (a segment fails),
 * and a flag with a disabled strategy, one Unleash cannot evaluate, and a parent it waits for.
 */
const bobInDevelopment = {
  "input": {
    "environment": "development",
    "projects": "*",
    "context": {
      "appName": "x",
      "userId": "bob",
      "properties": { "plan": "free" }
    }
  },
  "features": [
    {
      "isEnabled": false,
      "isEnabledInCurrentEnvironment": true,
      "hasUnsatisfiedDependency": false,
      "variant": { "name": "disabled", "enabled": false, "feature_enabled": false },
      "variants": [],
      "name": "dark-mode",
      "projectId": "default",
      "strategies": {
        "result": false,
        "data": [
          {
            "name": "flexibleRollout",
            "id": "01M85TJFF3VZRC7A0E6TB0YAA5",
            "disabled": false,
            "parameters": { "groupId": "dark-mode", "rollout": "100", "stickiness": "default" },
            "result": { "enabled": false, "evaluationStatus": "complete" },
            "constraints": [
              {
                "inverted": false,
                "values": ["ann"],
                "operator": "IN",
                "contextName": "userId",
                "result": false
              }
            ],
            "segments": [],
            "links": { "edit": "/projects/default/features/dark-mode/strategies/edit?environmentId=development&strategyId=01M85TJFF3VZRC7A0E6TB0YAA5" }
          }
        ]
      }
    },
    {
      "isEnabled": true,
      "isEnabledInCurrentEnvironment": true,
      "hasUnsatisfiedDependency": false,
      "variant": {
        "name": "blue",
        "enabled": true,
        "payload": {
          "type": "json",
          "value": "{\"color\":\"blue\"}"
        },
        "feature_enabled": true
      },
      "variants": [
        {
          "name": "blue",
          "weight": 500,
          "payload": {
            "type": "json",
            "value": "{\"color\":\"blue\"}"
          },
          "stickiness": "default",
          "weightType": "variable"
        },
        { "name": "green", "weight": 500, "stickiness": "default", "weightType": "variable" }
      ],
      "name": "checkout-v2",
      "projectId": "default",
      "strategies": {
        "result": true,
        "data": [
          {
            "name": "flexibleRollout",
            "id": "01M85TJDJ8CY8T9F460CGZ7ZAB",
            "disabled": false,
            "parameters": { "groupId": "checkout-v2", "rollout": "100", "stickiness": "default" },
            "result": {
              "enabled": true,
              "evaluationStatus": "complete",
              "variant": {
                "name": "blue",
                "enabled": true,
                "payload": {
                  "type": "json",
                  "value": "{\"color\":\"blue\"}"
                }
              },
              "variants": [
                {
                  "name": "blue",
                  "weight": 500,
                  "payload": {
                    "type": "json",
                    "value": "{\"color\":\"blue\"}"
                  },
                  "stickiness": "default",
                  "weightType": "variable"
                },
                { "name": "green", "weight": 500, "stickiness": "default", "weightType": "variable" }
              ]
            },
            "constraints": [],
            "segments": [],
            "links": { "edit": "/projects/default/features/checkout-v2/strategies/edit?environmentId=development&strategyId=01M85TJDJ8CY8T9F460CGZ7ZAB" }
          }
        ]
      }
    }
  ]
};

const bobInProduction = {
  "input": {
    "environments": ["production"],
    "projects": ["default"],
    "context": {
      "appName": "web",
      "userId": "bob",
      "properties": { "plan": "free" }
    }
  },
  "features": [
    {
      "name": "checkout-v2",
      "projectId": "default",
      "environments": {
        "production": [
          {
            "isEnabled": false,
            "isEnabledInCurrentEnvironment": true,
            "hasUnsatisfiedDependency": false,
            "variant": { "name": "disabled", "enabled": false, "feature_enabled": false },
            "context": { "userId": "bob", "plan": "free", "appName": "web" },
            "variants": [],
            "name": "checkout-v2",
            "environment": "production",
            "projectId": "default",
            "strategies": {
              "result": false,
              "data": [
                {
                  "name": "flexibleRollout",
                  "id": "01M85TJDPWK4GM1J2D3GM478BC",
                  "disabled": false,
                  "parameters": { "groupId": "checkout-v2", "rollout": "25", "stickiness": "userId" },
                  "result": { "enabled": false, "evaluationStatus": "complete" },
                  "constraints": [
                    {
                      "inverted": false,
                      "values": ["web", "ios"],
                      "operator": "IN",
                      "contextName": "appName",
                      "result": true
                    }
                  ],
                  "segments": [
                    {
                      "name": "beta-testers",
                      "id": 1,
                      "result": false,
                      "constraints": [
                        {
                          "values": ["ann", "carol"],
                          "operator": "IN",
                          "contextName": "userId",
                          "result": false
                        }
                      ]
                    }
                  ],
                  "links": { "edit": "/projects/default/features/checkout-v2/strategies/edit?environmentId=production&strategyId=01M85TJDPWK4GM1J2D3GM478BC" }
                }
              ]
            }
          }
        ]
      }
    }
  ]
};

const probe = {
  "input": {
    "environments": ["development"],
    "projects": ["default"],
    "context": { "appName": "web", "userId": "bob,ann", "plan": "free", "currentTime": "2030-01-01T00:00:00Z" }
  },
  "features": [
    {
      "name": "probe-why",
      "projectId": "default",
      "environments": {
        "development": [
          {
            "isEnabled": false,
            "isEnabledInCurrentEnvironment": true,
            "hasUnsatisfiedDependency": true,
            "variant": { "name": "disabled", "enabled": false, "feature_enabled": false },
            "context": { "userId": "bob", "plan": "free", "currentTime": "2030-01-01T00:00:00Z", "appName": "web" },
            "variants": [],
            "name": "probe-why",
            "environment": "development",
            "projectId": "default",
            "strategies": {
              "result": "unknown",
              "data": [
                {
                  "name": "flexibleRollout",
                  "id": "01M85TT6VHX34FJ6DWRQ8MMST9",
                  "title": "Pro plans",
                  "disabled": true,
                  "parameters": { "groupId": "probe-why", "rollout": "50", "stickiness": "userId" },
                  "result": { "enabled": "unknown", "evaluationStatus": "unevaluated" },
                  "constraints": [
                    {
                      "inverted": false,
                      "values": ["pro", "enterprise"],
                      "operator": "IN",
                      "contextName": "plan",
                      "caseInsensitive": true,
                      "result": false
                    }
                  ],
                  "segments": [],
                  "links": { "edit": "/projects/default/features/probe-why/strategies/edit?environmentId=development&strategyId=01M85TT6VHX34FJ6DWRQ8MMST9" }
                },
                {
                  "name": "applicationHostname",
                  "id": "01M85TT74BEJHKRF1BH9S9T83R",
                  "disabled": false,
                  "parameters": { "hostNames": "x" },
                  "result": { "enabled": "unknown", "evaluationStatus": "incomplete" },
                  "constraints": [
                    {
                      "inverted": true,
                      "values": [],
                      "value": "1.0.0",
                      "operator": "SEMVER_GT",
                      "contextName": "appVersion",
                      "result": true
                    }
                  ],
                  "segments": [],
                  "links": { "edit": "/projects/default/features/probe-why/strategies/edit?environmentId=development&strategyId=01M85TT74BEJHKRF1BH9S9T83R" }
                },
                {
                  "name": "remoteAddress",
                  "id": "01M85TT792HPXBT0N7YCVRCXC3",
                  "disabled": false,
                  "parameters": { "IPs": "10.0.0.1" },
                  "result": { "enabled": false, "evaluationStatus": "complete" },
                  "constraints": [],
                  "segments": [],
                  "links": { "edit": "/projects/default/features/probe-why/strategies/edit?environmentId=development&strategyId=01M85TT792HPXBT0N7YCVRCXC3" }
                }
              ]
            }
          }
        ]
      }
    }
  ]
};

describe('the admin playground answers of Unleash 8.2', () => {
  it('parse: each strategy with its constraints and their results', () => {
    const answer = playgroundResponseSchema.parse(bobInDevelopment);
    const darkMode = answer.features.find((feature) => feature.name === 'dark-mode');
    expect(darkMode?.isEnabled).toBe(false);
    expect(darkMode?.strategies.data[0]?.constraints[0]).toMatchObject({ contextName: 'userId', values: ['ann'], result: false });
    expect(answer.features.find((feature) => feature.name === 'checkout-v2')?.variant).toMatchObject({ name: 'blue', feature_enabled: true });
  });

  it('parse in the advanced shape: per environment, the context used, and segments with their constraints', () => {
    const [checkout] = advancedPlaygroundResponseSchema.parse(bobInProduction).features;
    const [entry] = checkout?.environments.production ?? [];
    expect(entry?.context).toEqual({ userId: 'bob', plan: 'free', appName: 'web' });
    expect(entry?.strategies.data[0]?.segments[0]).toMatchObject({ name: 'beta-testers', result: false });
  });

  it('parse unevaluated and incomplete strategies, an unknown overall result, and an unsatisfied parent', () => {
    const [entry] = advancedPlaygroundResponseSchema.parse(probe).features[0]?.environments.development ?? [];
    expect(entry?.strategies.result).toBe('unknown');
    expect(entry?.hasUnsatisfiedDependency).toBe(true);
    expect(entry?.strategies.data.map((strategy) => strategy.result)).toEqual([
      { enabled: 'unknown', evaluationStatus: 'unevaluated' },
      { enabled: 'unknown', evaluationStatus: 'incomplete' },
      { enabled: false, evaluationStatus: 'complete' },
    ]);
  });
});

describe('playground requests', () => {
  it('need an environment and a context with an appName, and name the field that is wrong', () => {
    expect(playgroundRequestSchema.safeParse({ environment: 'development', context: { appName: 'web', plan: 'pro' } }).success).toBe(true);
    expect(playgroundRequestSchema.safeParse({ context: { appName: 'web' } }).error?.issues[0]?.path).toEqual(['environment']);
    expect(playgroundRequestSchema.safeParse({ environment: 'development', context: {} }).error?.issues[0]?.path).toEqual(['context', 'appName']);
    expect(playgroundRequestSchema.safeParse({ environment: 'development', context: { appName: 'web', plan: 3 } }).error?.issues[0]?.path).toEqual(['context', 'plan']);
  });

  it('take every project as "*" or a list, nothing else', () => {
    const context = { appName: 'web' };
    expect(advancedPlaygroundRequestSchema.safeParse({ environments: ['development'], projects: '*', context }).success).toBe(true);
    expect(advancedPlaygroundRequestSchema.safeParse({ environments: ['development'], projects: ['default'], context }).success).toBe(true);
    expect(advancedPlaygroundRequestSchema.safeParse({ environments: ['development'], projects: 'default', context }).success).toBe(false);
  });

  it('in the advanced shape need at least one environment, each a name', () => {
    const context = { appName: 'web' };
    expect(advancedPlaygroundRequestSchema.safeParse({ environments: [], context }).error?.issues[0]?.path).toEqual(['environments']);
    expect(advancedPlaygroundRequestSchema.safeParse({ environments: ['a b'], context }).error?.issues[0]?.path).toEqual(['environments', 0]);
  });
});

describe('a context with a key named __proto__', () => {
  it('is refused where JSON put it, at the top or among the properties, rather than dropped with its value unchecked', () => {
    const top = sdkContextSchema.safeParse(JSON.parse('{"appName":"a","__proto__":"x"}'));
    expect(top.success).toBe(false);
    expect(top.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['__proto__']);
    const inProperties = sdkContextSchema.safeParse(JSON.parse(`{"appName":"a","properties":{"__proto__":"${'x'.repeat(1001)}"}}`));
    expect(inProperties.success).toBe(false);
    expect(inProperties.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['properties.__proto__']);
    expect(sdkContextSchema.safeParse(JSON.parse('{"appName":"a","constructor":"x","properties":{"prototype":"y"}}')).success).toBe(true);
  });
});
