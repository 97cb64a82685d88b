/**
 * The context a flag is evaluated for: the fields Unleash knows by name, plus free-form properties.
 * It is what the official SDK reads (`unleash-client`'s Context), with `currentTime` as a Date.
 */
// A type alias rather than an interface, so that it is assignable to the SDK's indexable Context.
export type EvaluationContext = {
  appName?: string;
  environment?: string;
  userId?: string;
  sessionId?: string;
  remoteAddress?: string;
  currentTime?: Date;
  properties?: Record<string, string>;
};

/** Context fields that live at the top level of the context, not among its properties. */
export const topLevelFields = [
  'appName', 'environment', 'userId', 'sessionId', 'remoteAddress', 'currentTime',
] as const;
export type TopLevelField = (typeof topLevelFields)[number];

export function isTopLevelField(name: string): name is TopLevelField {
  return (topLevelFields as readonly string[]).includes(name);
}
