/**
 * Flags named in the address at most (the Flags page's selection, compared): each is read with its
 * strategies and variants on its own. A whole project is read at once, whatever its size.
 */
export const compareLimit = 100;
