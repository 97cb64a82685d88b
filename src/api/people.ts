import { z } from 'zod';
import { api, apiPath, withQuery } from './index';
import {
  currentUserSchema,
  signInOptionsSchema,
  createdPatSchema, patListSchema, resetPasswordAnswerSchema, tokenUserSchema, userListSchema, userSchema,
  type CreatePatBody, type CreateUserBody, type PasswordBody, type UpdateUserBody,
} from '../../contract';

/** Password sign-in at Unleash's path: the answer sets the service's session cookie. */
export function signInWithPassword(username: string, password: string, signal?: AbortSignal) {
  return api('/auth/simple/login', userSchema, { method: 'POST', body: { username, password }, token: null, signal });
}

/** How people may sign in: whether single sign-on is offered, answered by the console's own server in either mode. */
export function getSignInOptions(signal?: AbortSignal) {
  return api('/auth/sign-in-options', signInOptionsSchema, { token: null, signal });
}

/** Whether the browser holds a session the service accepts (its cookie is out of any script's reach): the signed-in person, or a refusal. */
export function getSessionUser(signal?: AbortSignal) {
  return api('/api/admin/user', currentUserSchema, { token: null, signal });
}

/**
 * Ends the session on the service (it answers with a redirect, as Unleash does, which is not
 * followed: the console goes to its own sign-in page). A failure leaves nothing to do: the
 * browser forgets everything anyway.
 */
export async function signOutOfService(): Promise<void> {
  try {
    await fetch('/logout', { method: 'POST', credentials: 'same-origin', redirect: 'manual' });
  } catch {
    // The session ends on its own at its expiry.
  }
}

export function listUsers(signal?: AbortSignal) {
  return api('/api/admin/user-admin', userListSchema, { signal });
}

export function createUser(body: CreateUserBody) {
  return api('/api/admin/user-admin', userSchema, { method: 'POST', body });
}

export function updateUser(id: number, body: UpdateUserBody) {
  return api(apiPath`/api/admin/user-admin/${id}`, userSchema, { method: 'PUT', body });
}

/** Not in Unleash open source: there a 404, which the page says. */
export function setUserDeactivated(id: number, deactivated: boolean) {
  return api(apiPath`/api/admin/user-admin/${id}/${deactivated ? 'deactivate' : 'activate'}`, userSchema, { method: 'POST' });
}

/** Unleash names the user by email (or username) in `id`. */
export async function resetPasswordLink(emailOrUsername: string) {
  const { resetPasswordUrl } = await api('/api/admin/user-admin/reset-password', resetPasswordAnswerSchema, { method: 'POST', body: { id: emailOrUsername } });
  return resetPasswordUrl;
}

export async function changeOwnPassword(body: PasswordBody) {
  await api('/api/admin/user/change-password', z.unknown(), { method: 'POST', body });
}

export async function listOwnTokens(signal?: AbortSignal) {
  const { pats } = await api('/api/admin/user/tokens', patListSchema, { signal });
  return pats;
}

export function createOwnToken(body: CreatePatBody) {
  return api('/api/admin/user/tokens', createdPatSchema, { method: 'POST', body });
}

export async function deleteOwnToken(tokenId: number) {
  await api(apiPath`/api/admin/user/tokens/${tokenId}`, z.unknown(), { method: 'DELETE' });
}

/** Whose one-time password link this is; not signed in, so no token goes with it. */
export function passwordLinkOwner(token: string, signal?: AbortSignal) {
  return api(withQuery('/auth/reset/validate', [['token', token]]), tokenUserSchema, { token: null, signal });
}

export async function setPasswordWithLink(token: string, password: string) {
  await api('/auth/reset/password', z.unknown(), { method: 'POST', body: { token, password }, token: null });
}
