import type { z } from 'zod';
import type { DependencyBody, strategyBodySchema, VariantInput } from '../../contract/adminRequests';
import type { LifecycleStage, Tag } from '../../contract/feature';
import type { CreateStrategyBody } from '../../contract/strategyDefinitions';
import { ahead } from './time';

/**
 * The demo's flags: every flag type, strategies with constraints of many operators, segments,
 * variants with JSON payloads, a parent with two children, tags, every lifecycle stage, a stale
 * flag and an archived one. Written as data so the seeder goes through the same store functions
 * (and validation) as the API.
 */
export type DemoEnvironment = 'development' | 'staging' | 'production';
export type DemoSegment = 'beta-testers' | 'eu-customers' | 'internal-staff';
export type DemoStrategy = Omit<z.input<typeof strategyBodySchema>, 'segments'> & { segments?: DemoSegment[] };

export interface DemoFlag {
  name: string;
  project: 'default' | 'payments';
  type: 'release' | 'experiment' | 'operational' | 'kill-switch' | 'permission';
  description: string;
  ageDays: number;
  /** Environments where the flag is on; one without strategies gets Unleash's default 100% rollout. */
  enabled?: DemoEnvironment[];
  strategies?: Partial<Record<DemoEnvironment, DemoStrategy[]>>;
  variants?: Partial<Record<DemoEnvironment, VariantInput[]>>;
  tags?: Tag[];
  dependsOn?: DependencyBody;
  lifecycle?: LifecycleStage;
  stale?: boolean;
  favorite?: boolean;
  impressionData?: boolean;
  archived?: boolean;
  /** Minutes since an SDK last reported the flag, per environment where it is on. */
  lastSeenMinutesAgo?: number;
}

const everywhere: DemoEnvironment[] = ['development', 'staging', 'production'];
const preProduction: DemoEnvironment[] = ['development', 'staging'];

const rollout = (percent: number, stickiness = 'default', extra: Partial<DemoStrategy> = {}): DemoStrategy => ({
  name: 'flexibleRollout',
  parameters: { rollout: String(percent), stickiness, groupId: '' },
  ...extra,
});

/**
 * The demo's custom strategy (Unleash's custom strategies): the payments service registers an
 * implementation of it; the frontend API and the playground, which have none, take it as off and
 * unknown, as an SDK without it does.
 */
export const demoCustomStrategy: CreateStrategyBody = {
  name: 'merchantTier',
  title: 'Merchant tier',
  description: 'On for merchants of the tiers listed, above a monthly volume',
  parameters: [
    { name: 'tiers', type: 'list', description: 'Tiers the feature is on for', required: true },
    { name: 'minMonthlyVolume', type: 'number', description: 'Monthly card volume in euros, at least', required: false },
  ],
};

const json = (value: unknown) => ({ type: 'json' as const, value: JSON.stringify(value) });

const team = (value: string): Tag => ({ type: 'team', value });
const simple = (value: string): Tag => ({ type: 'simple', value });

const onboardingVariants: VariantInput[] = [
  { name: 'control', weightType: 'variable', stickiness: 'userId', payload: json({ steps: 5, layout: 'classic' }) },
  { name: 'guided', weightType: 'variable', stickiness: 'userId', payload: json({ steps: 3, layout: 'wizard', video: true }) },
  { name: 'minimal', weight: 200, weightType: 'fix', stickiness: 'userId', payload: json({ steps: 1, layout: 'single-page' }) },
];

export function demoFlags(now = Date.now()): DemoFlag[] {
  const handmade: DemoFlag[] = [
    {
      name: 'checkout-v2', project: 'default', type: 'release', ageDays: 45, favorite: true, lastSeenMinutesAgo: 2,
      description: 'The redesigned checkout: one page, saved cards first.',
      enabled: everywhere,
      strategies: {
        staging: [rollout(100)],
        production: [rollout(25, 'userId', {
          title: 'Web shop, a quarter of users',
          constraints: [{ contextName: 'appName', operator: 'IN', values: ['web-shop', 'web-shop-beta'] }],
        })],
      },
      tags: [team('checkout'), simple('q3-goal')],
    },
    {
      name: 'new-onboarding', project: 'default', type: 'experiment', ageDays: 30, impressionData: true, lastSeenMinutesAgo: 5,
      description: 'Which onboarding gets people to their first flag fastest.',
      enabled: everywhere,
      strategies: { production: [rollout(50, 'userId', { title: 'Half of new sign-ups', constraints: [{ contextName: 'signupDate', operator: 'DATE_AFTER', value: '2024-01-01T00:00:00.000Z' }] })] },
      variants: { development: onboardingVariants, staging: onboardingVariants, production: onboardingVariants },
      tags: [team('growth')],
    },
    {
      name: 'beta-reports', project: 'default', type: 'release', ageDays: 12,
      description: 'Reports preview: only named beta testers in the EU region.',
      enabled: ['development', 'production'],
      strategies: {
        production: [rollout(100, 'default', {
          title: 'Named beta testers in the EU',
          constraints: [
            { contextName: 'userId', operator: 'IN', values: ['user-1001', 'user-1002', 'user-1003', 'anna@example.com'] },
            { contextName: 'region', operator: 'IN', values: ['eu-west', 'eu-central'] },
          ],
        })],
      },
      tags: [team('insights')],
    },
    {
      name: 'holiday-banner', project: 'default', type: 'release', ageDays: 3,
      description: 'Turns itself on three weeks from now: ask the playground what a user will see then.',
      enabled: everywhere,
      strategies: {
        staging: [rollout(100)],
        production: [rollout(100, 'default', {
          title: 'From the start of the holidays',
          constraints: [{ contextName: 'currentTime', operator: 'DATE_AFTER', value: ahead(21, now) }],
        })],
      },
      tags: [team('marketing')],
    },
    {
      name: 'payments-outage-kill-switch', project: 'default', type: 'kill-switch', ageDays: 400, lastSeenMinutesAgo: 1,
      description: 'Turn OFF to hide card payments during a provider outage.',
      enabled: everywhere,
      strategies: { development: [{ name: 'default' }], staging: [{ name: 'default' }], production: [{ name: 'default' }] },
      tags: [team('checkout'), simple('runbook')],
    },
    {
      name: 'search-ranking-v3', project: 'default', type: 'experiment', ageDays: 20, lastSeenMinutesAgo: 15,
      description: 'Ranking model v3 against v2, with the model as a strategy variant.',
      enabled: everywhere,
      strategies: {
        production: [rollout(40, 'sessionId', {
          title: 'Desktop sessions',
          constraints: [{ contextName: 'platform', operator: 'STR_STARTS_WITH', values: ['desktop'], caseInsensitive: true }],
          variants: [
            { name: 'model-v2', weightType: 'variable', stickiness: 'sessionId', payload: json({ model: 'v2', boost: 1.0 }) },
            { name: 'model-v3', weightType: 'variable', stickiness: 'sessionId', payload: json({ model: 'v3', boost: 1.4 }) },
          ],
        })],
      },
      tags: [team('search')],
    },
    {
      name: 'new-navigation', project: 'default', type: 'release', ageDays: 25, lastSeenMinutesAgo: 30,
      description: 'The new side navigation. Parent of the search bar and quick links.',
      enabled: everywhere,
      strategies: { production: [rollout(60, 'userId', { segments: ['beta-testers'] })] },
      variants: {
        production: [
          { name: 'compact', weightType: 'variable', payload: { type: 'string', value: 'compact' } },
          { name: 'expanded', weightType: 'variable', payload: { type: 'string', value: 'expanded' } },
        ],
      },
      tags: [team('platform')],
    },
    {
      name: 'nav-search-bar', project: 'default', type: 'release', ageDays: 20,
      description: 'Search in the new navigation; needs new-navigation on.',
      enabled: everywhere, dependsOn: { feature: 'new-navigation', enabled: true },
      tags: [team('search')],
    },
    {
      name: 'nav-quick-links', project: 'default', type: 'release', ageDays: 18,
      description: 'Quick links, only in the expanded navigation.',
      enabled: preProduction, dependsOn: { feature: 'new-navigation', enabled: true, variants: ['expanded'] },
      tags: [team('platform')],
    },
    {
      name: 'legacy-api-fallback', project: 'default', type: 'operational', ageDays: 380, stale: true, lifecycle: 'completed',
      description: 'Falls back to the v1 API. Nobody has needed it for months: clean it up.',
      enabled: ['development'],
      tags: [simple('tech-debt')],
    },
    {
      name: 'spring-sale-2024', project: 'default', type: 'release', ageDays: 420, archived: true,
      description: 'The spring sale banner. Archived after the sale.',
      enabled: ['production'],
      strategies: { production: [rollout(100, 'default', { constraints: [{ contextName: 'currentTime', operator: 'DATE_BEFORE', value: '2024-05-01T00:00:00.000Z' }] })] },
      tags: [team('marketing')],
    },
    {
      name: 'premium-analytics', project: 'default', type: 'permission', ageDays: 200, lastSeenMinutesAgo: 8,
      description: 'Analytics pages for paying plans.',
      enabled: everywhere,
      strategies: {
        production: [rollout(100, 'default', { constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise'] }] })],
      },
      tags: [team('insights')],
    },
    {
      name: 'mobile-offline-mode', project: 'default', type: 'release', ageDays: 60,
      description: 'Offline mode for app versions after 2.3.0 and before 3.0.0.',
      enabled: ['development', 'staging', 'production'],
      strategies: {
        production: [rollout(100, 'default', {
          constraints: [
            { contextName: 'appVersion', operator: 'SEMVER_GT', value: '2.3.0' },
            { contextName: 'appVersion', operator: 'SEMVER_LT', value: '3.0.0' },
          ],
        })],
      },
      tags: [team('mobile')],
    },
    {
      name: 'internal-debug-panel', project: 'default', type: 'operational', ageDays: 90,
      description: 'Debug panel for staff and the office network.',
      enabled: everywhere,
      strategies: {
        production: [
          rollout(100, 'default', { title: 'Staff', segments: ['internal-staff'] }),
          { name: 'remoteAddress', title: 'Office network', parameters: { IPs: '10.0.0.0/8, 192.168.1.20' } },
        ],
      },
    },
    {
      name: 'bulk-export-limits', project: 'default', type: 'operational', ageDays: 75,
      description: 'Stricter export limits for very large accounts.',
      enabled: everywhere,
      strategies: {
        production: [rollout(100, 'default', {
          constraints: [
            { contextName: 'seats', operator: 'NUM_GT', value: '500' },
            { contextName: 'tenant', operator: 'STR_CONTAINS', values: ['-trial'], inverted: true },
          ],
        })],
      },
    },
    {
      name: 'eu-cookie-consent-v2', project: 'default', type: 'release', ageDays: 35,
      description: 'New consent dialog for EU visitors, except the legacy domains.',
      enabled: everywhere,
      strategies: {
        production: [rollout(100, 'default', {
          segments: ['eu-customers'],
          constraints: [{ contextName: 'hostname', operator: 'STR_ENDS_WITH', values: ['.legacy.example.com'], inverted: true }],
        })],
      },
      tags: [team('legal')],
    },
    {
      name: 'ai-summaries', project: 'default', type: 'experiment', ageDays: 2, impressionData: true,
      description: 'Summaries of long threads. Just created; still in development.',
      enabled: ['development'],
      strategies: { development: [rollout(100, 'userId', { constraints: [{ contextName: 'email', operator: 'STR_ENDS_WITH', values: ['@flagdeck.dev'], caseInsensitive: true }] })] },
      tags: [team('growth')],
    },
    {
      name: 'pricing-page-copy', project: 'default', type: 'experiment', ageDays: 8,
      description: 'Three headlines for the pricing page.',
      enabled: ['development', 'staging'],
      variants: {
        staging: [
          { name: 'save-time', payload: json({ headline: 'Ship without fear', cta: 'Start free' }) },
          { name: 'save-money', payload: json({ headline: 'Fewer rollbacks, lower costs', cta: 'See pricing' }) },
          { name: 'social-proof', payload: json({ headline: 'Trusted by 2,000 teams', cta: 'Join them' }),
            overrides: [{ contextName: 'userId', values: ['user-1001'] }] },
        ],
      },
    },
  ];

  const payments: DemoFlag[] = [
    { name: 'payments-3ds-v2', project: 'payments', type: 'release', ageDays: 50, enabled: everywhere, lastSeenMinutesAgo: 3,
      description: '3-D Secure 2 for card payments.',
      strategies: { production: [rollout(80, 'userId', { segments: ['eu-customers'] })] }, tags: [team('payments')] },
    { name: 'apple-pay', project: 'payments', type: 'release', ageDays: 120, enabled: everywhere, lastSeenMinutesAgo: 1,
      description: 'Apple Pay on iOS and Safari.',
      strategies: { production: [rollout(100, 'default', { constraints: [{ contextName: 'platform', operator: 'IN', values: ['ios', 'safari'], caseInsensitive: true }] })] },
      tags: [team('payments')] },
    { name: 'invoice-pdf-v2', project: 'payments', type: 'release', ageDays: 15, enabled: preProduction,
      description: 'New invoice layout.', tags: [team('billing')] },
    { name: 'refund-automation', project: 'payments', type: 'operational', ageDays: 70, enabled: everywhere,
      description: 'Automatic refunds under a limit.',
      strategies: { production: [rollout(100, 'default', { constraints: [{ contextName: 'amount', operator: 'NUM_LTE', value: '50' }] })] } },
    { name: 'fraud-score-threshold', project: 'payments', type: 'experiment', ageDays: 40, enabled: everywhere,
      description: 'Which fraud score threshold blocks the fewest good payments.',
      variants: {
        production: [
          { name: 'threshold-70', payload: { type: 'number', value: '70' } },
          { name: 'threshold-80', payload: { type: 'number', value: '80' } },
        ],
      } },
    { name: 'card-processor-kill-switch', project: 'payments', type: 'kill-switch', ageDays: 300, enabled: everywhere,
      description: 'Turn OFF to route all cards to the backup processor.', tags: [simple('runbook')] },
    { name: 'sepa-direct-debit', project: 'payments', type: 'permission', ageDays: 10, enabled: ['development'],
      description: 'SEPA direct debit for approved merchants.',
      strategies: {
        development: [rollout(100, 'default', { constraints: [{ contextName: 'merchantId', operator: 'STR_STARTS_WITH', values: ['eu-'] }] })],
        production: [{ name: demoCustomStrategy.name, title: 'Gold merchants first', parameters: { tiers: 'gold,platinum', minMonthlyVolume: '10000' } }],
      } },
    { name: 'currency-rounding-fix', project: 'payments', type: 'operational', ageDays: 200, stale: true, enabled: everywhere,
      description: 'A fix that has been on for months; remove the flag.', tags: [simple('tech-debt')] },
  ];

  // Plainer flags, so the list looks like a real project's: different types, ages and states.
  const fillers: Array<[string, DemoFlag['type'], DemoEnvironment[], number]> = [
    ['recommendations-widget', 'release', everywhere, 33],
    ['image-cdn-v2', 'operational', everywhere, 140],
    ['profile-page-redesign', 'release', preProduction, 9],
    ['signup-captcha', 'kill-switch', everywhere, 250],
    ['team-invites-v2', 'release', ['development'], 6],
    ['email-digest-weekly', 'experiment', everywhere, 27],
    ['export-to-csv', 'permission', everywhere, 160],
    ['api-cache-warmup', 'operational', ['staging', 'production'], 85],
    ['onboarding-checklist', 'release', [], 1],
    ['dark-mode', 'release', everywhere, 110],
    ['audit-log-streaming', 'permission', preProduction, 22],
    ['websocket-transport', 'operational', ['development'], 14],
  ];
  const filled = fillers.map(([name, type, enabled, ageDays], index): DemoFlag => ({
    name, type, enabled, ageDays, project: 'default',
    description: `${name.replace(/-/g, ' ')}.`,
    ...(enabled.includes('production') ? { strategies: { production: [rollout([100, 50, 10, 100][index % 4] ?? 100, 'userId')] } } : {}),
    ...(index % 3 === 0 ? { tags: [team(['platform', 'growth', 'insights', 'mobile'][index % 4] ?? 'platform')] } : {}),
  }));

  return [...handmade, ...payments, ...filled];
}
