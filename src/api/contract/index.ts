export * from './common';
export * from './feature';
export * from './frontend';
export * from './changeRequest';
export * from './pat';
export * from './error';
export * from './admin';
export * from './clientFeatures';
