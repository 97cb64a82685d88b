import { afterEach, describe, expect, it } from 'vitest';
import { signOutOfBrowser, clearToken, isTokenRefused, nextToken, readToken, refuseToken, saveToken } from './tokenStore';

afterEach(() => signOutOfBrowser());

describe('where tokens are kept', () => {
  it('in sessionStorage, or in localStorage only when the user asked to be remembered', () => {
    saveToken('session-secret');
    expect(sessionStorage.getItem('flagdeck.token')).toBe('session-secret');
    expect(localStorage.getItem('flagdeck.token')).toBeNull();
    saveToken('remembered-secret', { remember: true });
    expect(localStorage.getItem('flagdeck.token')).toBe('remembered-secret');
    expect(sessionStorage.getItem('flagdeck.token')).toBeNull();
    expect(readToken()).toBe('remembered-secret');
  });

  it('signing out removes every token from both storages', () => {
    saveToken('admin-secret', { remember: true });
    saveToken('frontend-secret', { slot: 'frontend' });
    signOutOfBrowser();
    expect(readToken('admin')).toBeNull();
    expect(readToken('frontend')).toBeNull();
    expect([...Array(localStorage.length).keys()].map((i) => localStorage.key(i))).not.toContain('flagdeck.token');
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });
});

describe('a token the service refused', () => {
  it('is forgotten, and the console waits for the next one', async () => {
    saveToken('old-secret');
    refuseToken();
    expect(readToken()).toBeNull();
    expect(isTokenRefused()).toBe(true);
    const waiting = nextToken();
    saveToken('new-secret');
    await expect(waiting).resolves.toBe('new-secret');
    expect(isTokenRefused()).toBe(false);
  });

  it('a wait is given up when its caller cancels, or when the user signs out instead', async () => {
    refuseToken();
    const controller = new AbortController();
    const cancelled = nextToken(controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toBeDefined();
    const abandoned = nextToken();
    signOutOfBrowser();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    expect(isTokenRefused()).toBe(false);
  });

  it('clearing the frontend slot leaves the sign-in alone', () => {
    saveToken('admin-secret');
    saveToken('frontend-secret', { slot: 'frontend' });
    clearToken('frontend');
    expect(readToken()).toBe('admin-secret');
  });
});
