import { describe, expect, it } from 'vitest';
import { loggedPath } from './loggedPath';

describe('loggedPath', () => {
  it('keeps the path without its query', () => {
    expect(loggedPath('/api/frontend?userId=1&token=*:*.abc')).toBe('/api/frontend');
    expect(loggedPath('/api/admin/api-tokens')).toBe('/api/admin/api-tokens');
  });

  it('leaves out the path segments that are secrets', () => {
    expect(loggedPath('/api/admin/api-tokens/default:development.abc123')).toBe('/api/admin/api-tokens/[redacted]');
    expect(loggedPath('/api/admin/invite-link/tokens/abc123?x=1')).toBe('/api/admin/invite-link/tokens/[redacted]');
    expect(loggedPath('/invite/abc123/signup')).toBe('/invite/[redacted]/signup');
    expect(loggedPath('/api/admin/user-admin/7')).toBe('/api/admin/user-admin/7');
  });
});
