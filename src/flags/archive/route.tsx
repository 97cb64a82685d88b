// Route module, loaded on demand by the router: a project's archived flags.
import '../lifecycle/lifecycle.css';

export { ArchivePage as Component } from './ArchivePage';
