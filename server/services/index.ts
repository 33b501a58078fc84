import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { ActivityService } from './activity.service';
import { AuthService } from './auth.service';
import { CatalogService } from './catalog.service';
import { DashboardService } from './dashboard.service';
import { DatabaseStorage } from './databaseStorage';
import type { ServiceDeps } from './deps';
import { EnquiriesService } from './enquiries.service';
import { Events } from './events';
import { FramesService } from './frames.service';
import { IdempotencyService } from './idempotency.service';
import { ImagesService } from './images.service';
import { LabelsService } from './labels.service';
import { MarqueeService } from './marquee.service';
import { MessagesService } from './messages.service';
import { setPasswordHashConcurrency } from './passwords';
import { RealtimeService } from './realtime.service';
import { DiskStorage, type Storage } from './storage';
import { UsersService } from './users.service';

export function createServices(database: Database, config: Config) {
  setPasswordHashConcurrency(config.passwordHashConcurrency);
  const events = new Events(database);
  const activity = new ActivityService(database.db, events);
  const storage: Storage =
    config.storage === 'database' ? new DatabaseStorage(database.db) : new DiskStorage(config.dataDir);
  const deps: ServiceDeps = { database, db: database.db, config, events, activity, storage };
  const frames = new FramesService(deps);
  return {
    config,
    events,
    activity,
    storage,
    auth: new AuthService(database.db, config),
    users: new UsersService(deps),
    labels: new LabelsService(deps),
    frames,
    images: new ImagesService(deps),
    idempotency: new IdempotencyService(deps),
    catalog: new CatalogService(deps, frames),
    messages: new MessagesService(deps),
    marquee: new MarqueeService(deps),
    dashboard: new DashboardService(deps),
    enquiries: new EnquiriesService(deps),
    realtime: new RealtimeService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
  }
}

/** Decorates the app with the domain services; closes the event listener with the app. */
export default fp(
  async (app: FastifyInstance, opts: { database: Database; config: Config }) => {
    const services = createServices(opts.database, opts.config);
    await services.events.start();
    app.decorate('services', services);
    app.decorate('database', opts.database);
    app.addHook('onClose', async () => {
      services.enquiries.close();
      await services.events.close();
    });
  },
  { name: 'services' },
);
