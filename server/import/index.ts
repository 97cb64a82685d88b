export { importClientFeatures, type ImportSummary, type ImportTarget } from './importClientFeatures';
export { importClientFeaturesFile, describeImport } from './importClientFeaturesFile';
export { importOnStart } from './importOnStart';
export { parseClientFeatures } from './parseClientFeatures';
export { ImportError } from './importError';
