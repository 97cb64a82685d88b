import { pathDefaults, type Caller, type RepresentativeCall } from './representativeCall';
import type { HttpMethod } from './unleashDocument';

/** A request as the calls make it, whichever service answers it. */
export interface Request { method: HttpMethod; path: string; body: unknown; as: Caller }
export interface Answer { status: number; body: unknown; text: string; contentType: string }
export type Send = (request: Request) => Promise<Answer>;

export interface CallResult {
  call: RepresentativeCall;
  request?: Request;
  answer?: Answer;
  /** Why the call could not be made: a value an earlier call should have given. */
  missing?: string;
}

const remembered = /\$([A-Za-z]+)/g;

/** Runs the calls in order, remembering what their answers name for the calls after. */
export async function runCalls(calls: readonly RepresentativeCall[], send: Send): Promise<CallResult[]> {
  const values: Record<string, string> = { ...pathDefaults };
  const results: CallResult[] = [];
  for (const call of calls) {
    const [method, template = ''] = call.operation.split(' ');
    const missing = new Set<string>();
    const fill = (text: string) => text.replace(remembered, (_, name: string) => {
      const value = values[name];
      if (value === undefined) missing.add(name);
      return encodeURIComponent(value ?? '');
    });
    const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const given = call.params?.[name];
      if (given !== undefined) return fill(given);
      const value = values[name];
      if (value === undefined) missing.add(name);
      return encodeURIComponent(value ?? '');
    }) + (call.query === undefined ? '' : `?${fill(call.query)}`);
    if (missing.size > 0) {
      results.push({ call, missing: [...missing].join(', ') });
      continue;
    }
    const body = call.bodyFrom ? call.bodyFrom(values) : call.body;
    const request: Request = { method: methodOf(method), path, body, as: call.as ?? 'admin' };
    const answer = await send(request);
    for (const [name, read] of Object.entries(call.remember ?? {})) {
      const value = answer.status < 300 ? read(answer.body) : undefined;
      if (value !== undefined) values[name] = value;
    }
    results.push({ call, request, answer });
  }
  return results;
}

function methodOf(method: string | undefined): HttpMethod {
  if (method === 'GET' || method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE') return method;
  throw new Error(`not a method of the calls: ${String(method)}`);
}

/** The body of an answer: JSON when it is JSON, else undefined (the text stays in `text`). */
export function bodyOf(text: string, contentType: string): unknown {
  if (!contentType.includes('json') || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
