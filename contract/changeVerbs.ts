/**
 * What each change to a flag did, as a verb before the flag's name ("turned off checkout-v2"): the
 * words of a chat message an integration sends and of the bell's list alike.
 */
export const changeVerbs: Readonly<Record<string, string>> = {
  'feature-created': 'created',
  'feature-completed': 'marked completed',
  'feature-uncompleted': 'marked no longer completed',
  'feature-link-added': 'added a link to',
  'feature-link-updated': 'edited a link of',
  'feature-link-removed': 'removed a link from',
  'feature-metadata-updated': 'edited the settings of',
  'feature-archived': 'archived',
  'feature-revived': 'revived',
  'feature-deleted': 'deleted',
  'feature-environment-enabled': 'turned on',
  'feature-environment-disabled': 'turned off',
  'feature-strategy-add': 'added a strategy to',
  'feature-strategy-update': 'edited a strategy of',
  'feature-strategy-remove': 'removed a strategy from',
  'strategy-order-changed': 'reordered the strategies of',
  'feature-environment-variants-updated': 'changed the variants of',
  'feature-dependency-added': 'added a dependency to',
  'feature-dependency-removed': 'removed a dependency from',
  'feature-tagged': 'tagged',
  'feature-untagged': 'untagged',
};
