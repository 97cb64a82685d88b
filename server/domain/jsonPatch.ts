import type { JsonPatchOperation } from '../../contract/jsonPatch';
import { BadData } from './errors';

/**
 * Applies a JSON Patch (RFC 6902) to a copy of a JSON document and answers the copy; the document
 * given is never changed, so a patch that fails part-way leaves nothing half-applied. A failure is
 * a BadData naming the operation, with Unleash's message ("Could not apply provided patch").
 * Keys that would reach an object's prototype are refused rather than followed.
 */
type Json = unknown;
type Container = Json[] | Record<string, Json>;

class PatchProblem extends Error {}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

function tokensOf(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new PatchProblem(`"${pointer}" is not a JSON pointer`);
  return pointer.slice(1).split('/').map((token) => {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (forbiddenKeys.has(key)) throw new PatchProblem(`"${key}" may not be patched`);
    return key;
  });
}

const isContainer = (value: Json): value is Container => typeof value === 'object' && value !== null;
const isRecord = (value: Json): value is Record<string, Json> => isContainer(value) && !Array.isArray(value);

function arrayIndex(array: Json[], token: string, forInsert: boolean): number {
  if (forInsert && token === '-') return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new PatchProblem(`"${token}" is not an array index`);
  const index = Number(token);
  if (index > array.length || (!forInsert && index === array.length)) throw new PatchProblem(`index ${index} is out of bounds`);
  return index;
}

/** The container a pointer's last token is in, and that token. */
function parentOf(document: Json, pointer: string): { parent: Container; key: string } {
  const tokens = tokensOf(pointer);
  const key = tokens.pop();
  if (key === undefined) throw new PatchProblem('the whole document cannot be patched here');
  let parent = document;
  for (const token of tokens) {
    if (Array.isArray(parent)) parent = parent[arrayIndex(parent, token, false)];
    else if (isRecord(parent) && Object.hasOwn(parent, token)) parent = parent[token];
    else throw new PatchProblem(`path "${pointer}" does not exist`);
  }
  if (!isContainer(parent)) throw new PatchProblem(`path "${pointer}" does not exist`);
  return { parent, key };
}

function read(document: Json, pointer: string): Json {
  const { parent, key } = parentOf(document, pointer);
  if (Array.isArray(parent)) return parent[arrayIndex(parent, key, false)];
  if (!Object.hasOwn(parent, key)) throw new PatchProblem(`path "${pointer}" does not exist`);
  return parent[key];
}

function remove(document: Json, pointer: string): Json {
  const { parent, key } = parentOf(document, pointer);
  if (Array.isArray(parent)) return parent.splice(arrayIndex(parent, key, false), 1)[0];
  if (!Object.hasOwn(parent, key)) throw new PatchProblem(`path "${pointer}" does not exist`);
  const removed = parent[key];
  delete parent[key];
  return removed;
}

function add(document: Json, pointer: string, value: Json): void {
  const { parent, key } = parentOf(document, pointer);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, true), 0, value);
  else parent[key] = value;
}

function replace(document: Json, pointer: string, value: Json): void {
  const { parent, key } = parentOf(document, pointer);
  if (Array.isArray(parent)) parent[arrayIndex(parent, key, false)] = value;
  else if (Object.hasOwn(parent, key)) parent[key] = value;
  else throw new PatchProblem(`path "${pointer}" does not exist`);
}

function apply(document: Json, operation: JsonPatchOperation): void {
  const from = () => {
    if (operation.from === undefined) throw new PatchProblem(`"${operation.op}" needs "from"`);
    return operation.from;
  };
  const value = () => {
    if (!('value' in operation) || operation.value === undefined) throw new PatchProblem(`"${operation.op}" needs "value"`);
    return structuredClone(operation.value);
  };
  switch (operation.op) {
    case 'add': return add(document, operation.path, value());
    case 'remove': return void remove(document, operation.path);
    case 'replace': return replace(document, operation.path, value());
    case 'copy': return add(document, operation.path, structuredClone(read(document, from())));
    case 'move': return add(document, operation.path, remove(document, from()));
    case 'test':
      if (JSON.stringify(read(document, operation.path)) !== JSON.stringify(operation.value)) throw new PatchProblem(`test of "${operation.path}" failed`);
  }
}

export function applyJsonPatch(document: Json, operations: readonly JsonPatchOperation[]): Json {
  const copy = structuredClone(document);
  for (const [index, operation] of operations.entries()) {
    try {
      apply(copy, operation);
    } catch (error) {
      if (!(error instanceof PatchProblem)) throw error;
      const message = `Could not apply provided patch: ${error.message}`;
      throw new BadData(message, [{ message: `${index}.path: ${error.message}`, path: `${index}.path` }]);
    }
  }
  return copy;
}
