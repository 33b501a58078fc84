import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ActivityService } from './activity.service';
import type { Events } from './events';
import type { Storage } from './storage';

/**
 * What every service may be given. Its own module (not server/services/index.ts, which builds the services),
 * so a service depends on what it is given and never on the file that builds it.
 */
export interface ServiceDeps {
  database: Database;
  db: Database['db'];
  config: Config;
  events: Events;
  activity: ActivityService;
  storage: Storage;
}
