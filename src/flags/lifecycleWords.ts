import type { LifecycleStage } from '../../contract';

export const lifecycleWords: Record<LifecycleStage, string> = {
  initial: 'Initial',
  'pre-live': 'Pre-live',
  live: 'Live',
  completed: 'Completed',
  archived: 'Archived',
};
