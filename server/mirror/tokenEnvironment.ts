/** Unleash's API tokens read `project:environment.secret`: the environment a client token sees. */
export function environmentOfToken(token: string): string | undefined {
  const match = /^[^:.]+:([^.]+)\./.exec(token);
  return match?.[1] && match[1] !== '*' ? match[1] : undefined;
}
