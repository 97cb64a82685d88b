import { paths } from '../lib/paths';

/**
 * Whether a refused sign-in is asked for again over the page (SessionEndedDialog): everywhere but
 * the sign-in page, which says its own refusals. Which page is showing is read from the address:
 * the console's router is a browser router, which keeps the two the same.
 */
export const asksToSignInAgain = (): boolean => window.location.pathname !== paths.signIn();
