// @sporta/domain: the shop's pure rules. No I/O, no frameworks, nothing of ours.
export * from './money';
export * from './weight';
export * from './ean';
export * from './product-rules';
export * from './day-lock';
export * from './rome-time';
export * from './common-passwords';
export * from './validators';
export * from './status';
export * from './order-state';
export * from './checkout-rules';
export * from './timeslot-rules';
export * from './search-history';
export * from './geo';
export * from './gift-rules';
export * from './order-rules';
export * from './select-options';
