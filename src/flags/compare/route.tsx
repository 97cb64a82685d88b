// Route module, loaded on demand by the router: two environments of a project compared, and promoted.
import './compare.css';

export { ComparePage as Component } from './ComparePage';
