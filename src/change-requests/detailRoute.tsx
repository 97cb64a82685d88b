// Route module for /projects/:projectId/change-requests/:id, loaded on demand.
import './changeRequests.css';

export { ChangeRequestPage as Component } from './ChangeRequestPage';
