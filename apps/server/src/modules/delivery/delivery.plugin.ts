// Decorates the app with the delivery service (visible to sibling modules such as
// the cart), registers the delivery routes and starts the slot sweeper.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJobs, type JobRunner } from '../../platform/jobs';
import { deliveryRoutes } from './delivery.routes';
import { DeliveryService } from './delivery.service';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: DeliveryService;
  }
}

export const deliveryPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config;
    const delivery = new DeliveryService(app.database.db, {
      holdMinutes: config.SLOT_HOLD_MINUTES,
      slotDays: config.SLOT_DAYS,
      proximityDistance: config.PROXIMITY_DISTANCE,
    });
    app.decorate('delivery', delivery);
    await app.register(deliveryRoutes);

    let jobs: JobRunner | null = null;
    app.addHook('onReady', async () => {
      jobs = await startJobs(
        [{ name: 'timeslot-sweep', everySeconds: config.SLOT_SWEEP_SECONDS, run: () => delivery.sweep() }],
        { databaseUrl: config.NODE_ENV === 'test' ? undefined : config.DATABASE_URL, log: app.log },
      );
    });
    app.addHook('onClose', async () => {
      await jobs?.stop();
    });
  },
  { name: 'delivery' },
);
