/** Route module for any address no other route matches, loaded on demand like every page. */
export { NotFoundPage as Component } from './NotFoundPage';
