// The cart module's services, one per job, built on one repository: the priced view, line edits,
// delivery setup, and the hand-off to the checkout, the login and an order's edit.
import type { CatalogService } from '../catalog';
import type { DeliveryService } from '../delivery';
import type { GiftService } from '../gifts';
import { CartHandoffService } from './cart-handoff.service';
import { CartLinesService } from './cart-lines.service';
import { CartRepository } from './cart.repository';
import { CartSetupService } from './cart-setup.service';
import { CartViewService } from './cart-view.service';

export interface CartServices {
  view: CartViewService;
  lines: CartLinesService;
  setup: CartSetupService;
  handoff: CartHandoffService;
}

export function createCartServices(
  db: ConstructorParameters<typeof CartRepository>[0],
  catalog: CatalogService,
  delivery: DeliveryService,
  gifts: GiftService,
): CartServices {
  const repo = new CartRepository(db);
  const view = new CartViewService(repo, catalog, delivery, gifts);
  return {
    view,
    lines: new CartLinesService(repo, view, delivery, gifts),
    setup: new CartSetupService(repo, view, delivery, gifts),
    handoff: new CartHandoffService(repo, view, delivery, gifts),
  };
}
