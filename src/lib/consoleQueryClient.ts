import { refuseToken } from '../api/tokenStore';
import { paths } from './paths';
import { createQueryClient } from './queryClient';

/**
 * The console's one query cache, shared by the providers (rootRoute) and by route loaders that
 * start a page's reads while its modules are still arriving.
 *
 * A 401 anywhere forgets the token and asks for a new one over the page (SessionEndedDialog),
 * so nothing the user typed is lost; the sign-in page handles its own refusals. Which page is
 * showing is read from the address: the console's router is a browser router, which keeps the
 * two the same.
 */
export const queryClient = createQueryClient(() => {
  if (window.location.pathname === paths.signIn()) return;
  refuseToken();
});
