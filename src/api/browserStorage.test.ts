import { afterEach, describe, expect, it } from 'vitest';
import { forgetEverythingStored, storageKey } from './browserStorage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the console's storage", () => {
  it('keeps every key under one prefix', () => {
    expect(storageKey('playground.recent')).toBe('flagdeck.playground.recent');
  });

  it('is forgotten whole, in both storages, and only it: what another page of the origin keeps stays', () => {
    localStorage.setItem(storageKey('playground.recent'), '[{"search":"?userId=alice"}]');
    localStorage.setItem(storageKey('lastProject'), 'payments');
    sessionStorage.setItem(storageKey('token'), 'secret');
    localStorage.setItem('another-app', 'kept');
    forgetEverythingStored();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('another-app')).toBe('kept');
    expect(sessionStorage.length).toBe(0);
  });
});
