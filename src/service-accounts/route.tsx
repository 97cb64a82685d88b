// Route module for /service-accounts, loaded on demand by the router.
export { ServiceAccountsPage as Component } from './ServiceAccountsPage';
