/**
 * The event types the Type filter offers, in groups, with what each means. Spelled as Unleash
 * spells them (its `events/index.js`); an answer may carry others, which the filter still takes.
 */
export const eventTypeGroups: ReadonlyArray<readonly [group: string, types: ReadonlyArray<readonly [type: string, label: string]>]> = [
  ['Switches and strategies', [
    ['feature-environment-enabled', 'Turned on'],
    ['feature-environment-disabled', 'Turned off'],
    ['feature-strategy-add', 'Strategy added'],
    ['feature-strategy-update', 'Strategy edited'],
    ['feature-strategy-remove', 'Strategy removed'],
    ['strategy-order-changed', 'Strategies reordered'],
    ['feature-environment-variants-updated', 'Variants set'],
  ]],
  ['Flags', [
    ['feature-created', 'Flag created'],
    ['feature-metadata-updated', 'Settings edited'],
    ['feature-archived', 'Archived'],
    ['feature-revived', 'Revived'],
    ['feature-deleted', 'Deleted'],
    ['feature-tagged', 'Tagged'],
    ['feature-untagged', 'Tag removed'],
    ['feature-dependency-added', 'Dependency added'],
    ['feature-dependency-removed', 'Dependency removed'],
    ['features-imported', 'Flags imported'],
  ]],
  ['Segments and context fields', [
    ['segment-created', 'Segment created'],
    ['segment-updated', 'Segment edited'],
    ['segment-deleted', 'Segment deleted'],
    ['context-field-created', 'Context field created'],
    ['context-field-updated', 'Context field edited'],
    ['context-field-deleted', 'Context field deleted'],
  ]],
  ['Change requests', [
    ['change-request-created', 'Change request opened'],
    ['change-added', 'Change added'],
    ['change-discarded', 'Change discarded'],
    ['change-request-sent-to-review', 'Sent for review'],
    ['change-request-approved', 'Approved'],
    ['change-request-rejected', 'Rejected'],
    ['change-request-cancelled', 'Cancelled'],
    ['change-request-scheduled', 'Scheduled'],
    ['change-request-applied', 'Applied'],
  ]],
  ['Tokens', [
    ['api-token-created', 'API token created'],
    ['api-token-deleted', 'API token deleted'],
    ['pat-created', 'Personal access token created'],
    ['pat-deleted', 'Personal access token deleted'],
  ]],
];
