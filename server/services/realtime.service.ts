import type { ServiceDeps } from '.';

// TODO(issue 2): WebSocket connections at /api/ws (visitors and admins).
export class RealtimeService {
  constructor(protected readonly deps: ServiceDeps) {}

  /** How many sockets are open, and how many of them are authenticated admins. */
  counts(): { totalConnections: number; adminConnections: number } {
    return { totalConnections: 0, adminConnections: 0 };
  }
}
