// Route module for /audiences, loaded on demand by the router.
export { AudiencesPage as Component } from './AudiencesPage';
