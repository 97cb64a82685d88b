export { SignInPage as Component } from './SignInPage';
