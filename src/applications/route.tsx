// Route module for /applications, loaded on demand by the router.
import './applications.css';

export { ApplicationsPage as Component } from './ApplicationsPage';
