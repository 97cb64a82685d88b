import { parseCsv } from '../ui/parseCsv';

/**
 * A list of values as people type or paste it: one a line, or comma-separated (a column or a row
 * pasted from a sheet, quoted as CSV writes it when a value holds a comma), each trimmed, blanks
 * and repeats left out, in the order given.
 */
export function parseValueList(text: string): string[] {
  const fields = text.includes('"') ? parseCsv(text).flat() : text.split(/\r\n|[\r\n,]/);
  const seen = new Set<string>();
  for (const field of fields) {
    const value = field.trim();
    if (value !== '') seen.add(value);
  }
  return [...seen];
}

export interface AddedValues {
  values: string[];
  /** New values, added after those already listed. */
  added: number;
  /** Values given that were listed already. */
  repeated: number;
}

/** `text`'s values after `current`, each once: a pasted list of thousands costs one pass over each. */
export function addValues(current: readonly string[], text: string): AddedValues {
  const listed = new Set(current);
  const incoming = parseValueList(text);
  const fresh = incoming.filter((value) => !listed.has(value));
  return { values: fresh.length === 0 ? [...current] : [...current, ...fresh], added: fresh.length, repeated: incoming.length - fresh.length };
}

/** "10,000 values", "1 value": the count a list shows and a screen reader reads. */
export const countValues = (count: number): string => `${count.toLocaleString('en')} ${count === 1 ? 'value' : 'values'}`;

/** What an addition did, in words: "Added 9,998 values; 2 were listed already." */
export function describeAddition({ added, repeated }: Pick<AddedValues, 'added' | 'repeated'>): string {
  const addedWords = added === 0 ? 'Nothing added' : `Added ${countValues(added)}`;
  if (repeated === 0) return `${addedWords}.`;
  return `${addedWords}; ${repeated.toLocaleString('en')} ${repeated === 1 ? 'was' : 'were'} listed already.`;
}
