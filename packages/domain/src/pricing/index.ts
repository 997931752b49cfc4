// The pricing engine and the promotion kinds (issue 17, ADR 0021).
export * from './promotions';
export * from './engine';
