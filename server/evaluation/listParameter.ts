/*
 * How the SDK reads a list parameter (`userIds`, `IPs`, `hostNames`): it splits the text with the
 * regular expression `\s*,\s*`, which takes time quadratic in a run of whitespace (60,000 spaces:
 * four seconds, each time such a strategy is evaluated). The strategies here read lists with this function
 * instead: the same items in linear time. The pattern takes every whitespace character before
 * and after each comma, and `trim` removes the same characters (both are ECMAScript's WhiteSpace
 * and LineTerminator), so an item loses them on each side that borders a comma and keeps them at
 * the list's two ends.
 */
export function splitListParameter(list: string): string[] {
  const parts = list.split(',');
  const last = parts.length - 1;
  return parts.map((part, index) => {
    const start = index === 0 ? part : part.trimStart();
    return index === last ? start : start.trimEnd();
  });
}

/** Each list read once per strategy instance (one per snapshot, so the memory goes with it). */
export function memoisedLists<T>(read: (items: string[]) => T): (list: string) => T {
  const lists = new Map<string, T>();
  return (list) => {
    let value = lists.get(list);
    if (value === undefined) {
      value = read(splitListParameter(list));
      lists.set(list, value);
    }
    return value;
  };
}
