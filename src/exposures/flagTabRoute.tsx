// Route module for a flag's Exposures view (/projects/:projectId/flags/:featureName/exposures), loaded
// on demand with its charting library.
import './exposures.css';

export { FlagExposuresTab as Component } from './FlagExposuresTab';
