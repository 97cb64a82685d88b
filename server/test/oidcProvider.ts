import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider on loopback for the tests (`oidc-provider`, the certified implementation
 * by openid-client's author), not a mock: discovery, its sign-in pages (its development
 * interactions: any login name, any password), the token and userinfo endpoints, and ID tokens
 * signed with a key made for the run. Consent is taken as given, as for a first-party client.
 */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Starts answering, for a client whose callback is `redirectUri`; until then every request gets 503. */
  serve(redirectUri: string): void;
  close(): Promise<void>;
}

export const testClient = { clientId: 'flagdeck-test', clientSecret: 'flagdeck-test-client-secret-0123456789' };

/** A login name the accounts do not list signs in as `<name>@example.com`, verified, in no group. */
export async function startOidcProvider(accounts: Record<string, TestAccount>): Promise<TestOidcProvider> {
  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = createServer((request, response) => {
    if (handler) return handler(request, response);
    response.writeHead(503).end('not yet serving');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test provider did not listen on a port');
  const issuer = `http://127.0.0.1:${address.port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  return {
    issuer,
    ...testClient,
    serve(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [{ client_id: testClient.clientId, client_secret: testClient.clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
        jwks: { keys: [{ ...signingKey, kid: 'test', use: 'sig', alg: 'RS256' }] },
        cookies: { keys: ['oidc-test-provider-cookie-key'] },
        ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3_600, Grant: 3_600, AccessToken: 600, IdToken: 600 },
        pkce: { methods: ['S256'], required: () => true },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
        findAccount: (_context, id) => ({
          accountId: id,
          claims: () => ({ sub: id, email: `${id}@example.com`, email_verified: true, ...accounts[id] }),
        }),
        loadExistingGrant: async (context: KoaContextWithOIDC) => {
          const { client, session, provider: self } = context.oidc;
          if (!client || !session?.accountId) return undefined;
          const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
        renderError: (context, out) => {
          context.type = 'text';
          context.body = `${out.error}: ${out.error_description ?? ''}`;
        },
      });
      handler = provider.callback();
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
