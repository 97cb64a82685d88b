/**
 * The request as a shell command, for a developer to run elsewhere. The token is a variable the
 * reader sets themselves, so the command can be pasted into a ticket without leaking a secret.
 */
export const tokenVariable = '$FRONTEND_TOKEN';

export function curlCommand(url: string): string {
  return `curl -H "Authorization: ${tokenVariable}" ${shellQuote(url)}`;
}

/** The admin playground's request: the signed-in user's token, from a variable too. */
export const adminTokenVariable = '$API_TOKEN';

export function curlPostCommand(url: string, body: unknown): string {
  return `curl -H "Authorization: ${adminTokenVariable}" -H 'Content-Type: application/json' -d ${shellQuote(JSON.stringify(body))} ${shellQuote(url)}`;
}

/** Single quotes keep `&`, `$` and `[` literal; a single quote itself is closed, escaped, reopened. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
