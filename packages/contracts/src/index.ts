export * from './envelope';
export * from './query';
export * from './catalog';
