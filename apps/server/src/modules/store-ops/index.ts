// The store operations module's public face (issue 26): slot planning for store managers.
export { SlotPlanningRepository } from './slot-planning.repository';
export { SlotPlanningService, planningMessages } from './slot-planning.service';
export { storeOpsRoutes } from './store-ops.routes';
export { OrderBoardRepository } from './order-board.repository';
export { OrderBoardService } from './order-board.service';
export { PickingRepository } from './picking.repository';
export { PickingService } from './picking.service';
export { pickingRoutes } from './picking.routes';
export { SlotTemplateRepository } from './slot-templates.repository';
export { SlotTemplateService } from './slot-templates.service';
export { slotTemplateRoutes } from './slot-templates.routes';
