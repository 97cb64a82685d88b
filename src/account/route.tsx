// Route module for /account, loaded on demand by the router.
export { AccountPage as Component } from './AccountPage';
