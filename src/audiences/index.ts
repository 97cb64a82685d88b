/** What other parts of the console may use of the audiences feature: the impact preview, and saving a context. */
export { ImpactPreview } from './ImpactPreview';
export { SaveContextButton } from './SaveContextButton';
export type { AudienceContext } from '../../contract/audiences';
