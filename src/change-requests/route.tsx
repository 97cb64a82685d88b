// Route module for /change-requests and /projects/:projectId/change-requests, loaded on demand.
import './changeRequests.css';

export { InboxPage as Component } from './InboxPage';
