// Route module for /history, loaded on demand.
import './history.css';

export { HistoryPage as Component } from './HistoryPage';
