// Pricing on the server: the domain's engine (packages/domain/src/pricing) and its wire shape.
export {
  pricedLineWire,
  pricingSummaryWire,
  promotionWire,
  renumberInput,
  renumberLines,
} from './pricing.wire';
