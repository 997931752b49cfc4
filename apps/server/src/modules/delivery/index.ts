// The delivery module's public face: other modules use only what is exported here.
export { DeliveryService, type Destination, type SlotView } from './delivery.service';
export { messages as deliveryMessages, slotLabel } from './delivery.service';
export type { TimeslotRecord, HoldRecord, Executor } from './timeslot.repository';
export { WorkplaceService, type WorkplaceSubscription } from './workplace.service';
