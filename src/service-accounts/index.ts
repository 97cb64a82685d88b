// What other areas use of the tokens' pages: the token list and "New token" for any owner (My account lists the person's own).
import './serviceAccounts.css';
export { NewTokenDialog } from './NewTokenDialog';
export { TokenList } from './TokenList';
export { tokenListOptions } from './queries';
export type { TokenOwner } from './tokenOwner';
