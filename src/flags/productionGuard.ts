import { storageKey } from '../api/browserStorage';

/**
 * "Don't ask again" for the production confirmation lasts for the browser tab's session only,
 * so a habit formed today does not silently disarm the guard tomorrow.
 */
const key = storageKey('flags.productionGuardOff');

export function isProductionGuardOff(): boolean {
  return sessionStorage.getItem(key) === 'true';
}

export function turnProductionGuardOffForSession(): void {
  sessionStorage.setItem(key, 'true');
}
