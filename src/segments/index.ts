/** What other parts of the console may use of the segments feature: segment names by id. */
export { segmentListOptions, segmentNamesOptions } from './queries';
