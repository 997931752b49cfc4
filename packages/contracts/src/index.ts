export * from './envelope';
export * from './query';
export * from './catalog';
export * from './delivery';
export * from './cart';
export * from './account';
export * from './gifts';
export * from './orders';
