import { describe, expect, it } from 'vitest';
import { curlCommand, curlPostCommand, shellQuote } from './curlCommand';

describe('the curl command', () => {
  it('sends the token from a variable, never the token itself', () => {
    expect(curlCommand('http://localhost:4242/api/frontend?userId=alice&properties%5Bplan%5D=pro')).toBe(
      `curl -H "Authorization: $FRONTEND_TOKEN" 'http://localhost:4242/api/frontend?userId=alice&properties%5Bplan%5D=pro'`,
    );
  });

  it('posts the admin playground\'s body, with the sign-in token from a variable', () => {
    expect(curlPostCommand('http://localhost:4242/api/admin/playground/advanced', { context: { userId: "o'brien" } })).toBe(
      `curl -H "Authorization: $API_TOKEN" -H 'Content-Type: application/json' -d '{"context":{"userId":"o'\\''brien"}}' 'http://localhost:4242/api/admin/playground/advanced'`,
    );
  });

  it('quotes a URL holding a single quote so the shell reads it whole', () => {
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });
});
