// Route module for one flag's details, opened over the flags list as a side panel.
import './details.css';

export { FlagDetailsPanel as Component } from './FlagDetailsPanel';
