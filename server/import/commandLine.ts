/**
 * The command-line tools' common start: their options read with `parseArgs`, `--help` printing the
 * usage (exit 0), and an unknown or malformed option printing why and the usage (exit 2).
 */
export function readCommandLine<T extends { help?: boolean }>(read: () => T, usage: string): { values: T } | { exitCode: number } {
  let values: T;
  try {
    values = read();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return { exitCode: 2 };
  }
  if (values.help) {
    console.log(usage);
    return { exitCode: 0 };
  }
  return { values };
}
