import { asksToSignInAgain } from '../api/signInAgain';
import { refuseToken } from '../api/tokenStore';
import { createQueryClient } from './queryClient';

/**
 * The console's one query cache, shared by the providers (rootRoute) and by route loaders that
 * start a page's reads while its modules are still arriving.
 *
 * A 401 anywhere forgets the token and asks for a new one over the page (SessionEndedDialog),
 * so nothing the user typed is lost; the sign-in page handles its own refusals.
 */
export const queryClient = createQueryClient(() => {
  if (asksToSignInAgain()) refuseToken();
});
