// Route module for /segments, loaded on demand by the router.
export { SegmentsPage as Component } from './SegmentsPage';
