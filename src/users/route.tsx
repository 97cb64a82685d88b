// Route module for /users, loaded on demand by the router.
export { UsersPage as Component } from './UsersPage';
