// Route module, loaded on demand by the router: the flags of one project.
import './flags.css';

export { FlagsPage as Component } from './FlagsPage';
