/**
 * Bounds of what the service takes, as domain constants the console can check against too.
 */

/** A context the frontend API evaluates; beyond these it answers 400 naming the field. */
export const contextLimits = {
  maxFields: 100,
  maxNameLength: 100,
  maxValueLength: 1000,
} as const;

/**
 * How much one strategy may hold, through the admin API and change requests alike. Nobody
 * configuring flags comes near these bounds (Unleash's own default limits are 30 constraints of
 * 250 values), and within them evaluating a strategy stays cheap: server SDKs read these lists
 * on every evaluation, the frontend API on every answer it has not kept. Beyond them the service
 * answers 400 naming the field.
 */
export const strategyLimits = {
  /** Parameters of one strategy: the built-in strategies read at most three. */
  parameters: 30,
  parameterNameLength: 100,
  /** Characters of one parameter value: a list of 1,000 UUIDs fits. */
  parameterValueLength: 40_000,
  /** Items of one list parameter. */
  listItems: 1_000,
  /** Characters of one list item: e-mail addresses have at most 254, host names 253. */
  listItemLength: 255,
  constraints: 30,
  constraintValues: 1_000,
  /** A constraint names a context field, as a context may name it. */
  constraintContextNameLength: contextLimits.maxNameLength,
  /**
   * Characters of one constraint value: the frontend API takes no context value longer, and a
   * longer regular expression costs the SDKs more to compile than it could ever match.
   */
  constraintValueLength: contextLimits.maxValueLength,
  segments: 100,
  /** Strategies one reorder names: more than any environment of a flag holds. */
  strategiesPerEnvironment: 1_000,
} as const;

/** The parameter each built-in strategy reads as a comma-separated list. */
export const listParameters = {
  userWithId: 'userIds',
  remoteAddress: 'IPs',
  applicationHostname: 'hostNames',
} as const;

/**
 * A list as Unleash's console writes it: each item trimmed, empty ones left out. Joined with
 * commas it holds no whitespace next to a comma, which SDKs split in linear time.
 */
export function listItems(list: string): string[] {
  return list.split(',').map((item) => item.trim()).filter((item) => item !== '');
}

/**
 * How many changes one change request holds. Real ones hold a handful, and 200 is more than a
 * person reviews. Every read of an open request compares each change with the store (for
 * conflicts), and applying takes them all in one transaction: at 200, either stays well under a
 * tenth of a second, and 200 changes still fill the body limit (1 MiB) at 5 KiB each.
 */
/** The most flags one call about many flags names (archiving, a bulk switch, bulk tags, a promotion). */
export const bulkLimits = { flags: 1_000 } as const;

export const changeRequestLimits = {
  changes: 200,
} as const;

/**
 * What people write, in characters: a token's description, and a comment on a change request (a
 * rejection's reason is one). The console counts against these as the user types.
 */
export const textLimits = {
  tokenDescription: 200,
  comment: 1_000,
} as const;

/**
 * Contexts one try of an unsaved strategy evaluates (`POST /api/admin/playground/strategy`): the
 * playground keeps 8 recent entries of up to 3 contexts each, and the editor adds what is typed.
 */
export const strategyTryLimits = {
  contexts: 30,
} as const;
