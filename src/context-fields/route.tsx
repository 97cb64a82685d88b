// Route module for /context-fields, loaded on demand by the router.
export { ContextFieldsPage as Component } from './ContextFieldsPage';
