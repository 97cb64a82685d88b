/** What other parts of the console may use of the segments feature: segment names by id. */
export { segmentNamesOptions } from './queries';
