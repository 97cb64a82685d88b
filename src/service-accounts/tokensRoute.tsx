// Route module for /service-accounts/:id/tokens, loaded on demand by the router.
export { TokensPage as Component } from './TokensPage';
