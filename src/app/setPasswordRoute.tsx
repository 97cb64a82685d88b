export { SetPasswordPage as Component } from './SetPasswordPage';
