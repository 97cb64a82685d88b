// Route module for a flag's History tab (/projects/:projectId/flags/:featureName/history), loaded on demand.
import './history.css';

export { FlagHistoryTab as Component } from './FlagHistoryTab';
