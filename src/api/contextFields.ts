import { z } from 'zod';
import {
  contextFieldListSchema, contextFieldSchema, type CreateContextFieldBody, type UpdateContextFieldBody,
} from '../../contract/contextFields';
import { api, apiPath } from './index';

export function listContextFields(signal?: AbortSignal) {
  return api('/api/admin/context', contextFieldListSchema, { signal });
}

export function createContextField(body: CreateContextFieldBody) {
  return api('/api/admin/context', contextFieldSchema, { method: 'POST', body });
}

/** Unleash answers an empty 200. */
export async function updateContextField(name: string, body: UpdateContextFieldBody) {
  await api(apiPath`/api/admin/context/${name}`, z.unknown(), { method: 'PUT', body });
}

export async function deleteContextField(name: string) {
  await api(apiPath`/api/admin/context/${name}`, z.unknown(), { method: 'DELETE' });
}
