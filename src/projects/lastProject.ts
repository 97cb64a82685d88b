import { storageKey } from '../api/browserStorage';

/** The project the user last opened, so the console reopens where they were. */
const key = storageKey('lastProject');

export function readLastProject(): string {
  return localStorage.getItem(key) ?? 'default';
}

export function rememberProject(projectId: string): void {
  localStorage.setItem(key, projectId);
}
