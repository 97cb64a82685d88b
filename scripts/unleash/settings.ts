/**
 * What the compatibility suite runs: which Unleash, and the tokens it is started with (known, so
 * the journeys can sign in; they exist only in a throwaway database on 127.0.0.1).
 */
export const unleashServerVersion = '8.2.x';

export const unleashTokens = {
  admin: '*:*.flagdeck-compat-admin-token',
  frontend: 'default:development.flagdeck-compat-frontend-token',
  client: 'default:development.flagdeck-compat-client-token',
} as const;
