import { recordedEventTypes, type RecordedEventType } from '../../contract/events';

/**
 * What the Type filter offers: the types the embedded service records (contract/events.ts), as
 * Unleash spells them, each with words and in a group. An address may name any other type
 * Unleash records; the filter takes it as it is.
 */
const labels: Record<RecordedEventType, string> = {
  'feature-environment-enabled': 'Turned on',
  'feature-environment-disabled': 'Turned off',
  'feature-strategy-add': 'Strategy added',
  'feature-strategy-update': 'Strategy edited',
  'feature-strategy-remove': 'Strategy removed',
  'strategy-order-changed': 'Strategies reordered',
  'feature-environment-variants-updated': 'Variants set',
  'feature-created': 'Flag created',
  'feature-metadata-updated': 'Settings edited',
  'feature-archived': 'Archived',
  'feature-revived': 'Revived',
  'feature-deleted': 'Deleted',
  'feature-tagged': 'Tagged',
  'feature-untagged': 'Tag removed',
  'feature-dependency-added': 'Dependency added',
  'feature-dependency-removed': 'Dependency removed',
  'feature-dependencies-removed': 'Every dependency removed',
  'features-imported': 'Flags imported',
  'segment-created': 'Segment created',
  'segment-updated': 'Segment edited',
  'segment-deleted': 'Segment deleted',
  'context-field-created': 'Context field created',
  'context-field-updated': 'Context field edited',
  'context-field-deleted': 'Context field deleted',
  'change-request-created': 'Change request opened',
  'change-added': 'Change added',
  'change-edited': 'Change edited',
  'change-discarded': 'Change discarded',
  'change-request-sent-to-review': 'Sent for review',
  'change-request-approval-added': 'Approval given',
  'change-request-approved': 'Approved (every approval given)',
  'change-request-rejected': 'Rejected',
  'change-request-cancelled': 'Cancelled',
  'change-request-scheduled': 'Scheduled',
  'change-request-applied': 'Applied',
  'change-request-scheduled-application-success': 'Applied on schedule',
  'change-request-scheduled-application-failure': 'Failed to apply on schedule',
  'change-request-schedule-suspended': 'Schedule suspended',
  'change-request-configuration-updated': 'Change request settings edited',
  'api-token-created': 'API token created',
  'pat-created': 'Personal access token created',
  'pat-deleted': 'Personal access token deleted',
  'service-account-created': 'Service account created',
  'user-created': 'Person added',
  'user-updated': 'Person changed',
};

const groups: ReadonlyArray<readonly [group: string, holds: (type: RecordedEventType) => boolean]> = [
  ['Switches and strategies', (type) => type.startsWith('feature-environment-') || type.startsWith('feature-strategy-') || type === 'strategy-order-changed'],
  ['Flags', (type) => type.startsWith('feature') && !type.startsWith('feature-environment-') && !type.startsWith('feature-strategy-')],
  ['Segments and context fields', (type) => type.startsWith('segment-') || type.startsWith('context-field-')],
  ['Change requests', (type) => type.startsWith('change-')],
  ['Tokens, accounts and people', (type) => type.startsWith('api-token-') || type.startsWith('pat-') || type.startsWith('service-account-') || type.startsWith('user-')],
];

/** The groups of the Type filter, each type with its words, every recorded type in exactly one group. */
export const eventTypeGroups = groups.map(([group, holds]) => [group, recordedEventTypes.filter(holds).map((type) => [type, labels[type]] as const)] as const);
