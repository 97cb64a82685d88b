// A lazy route module like every page: an address nobody links to need not weigh on the entry.
export { NotFoundPage as Component } from './NotFoundPage';
