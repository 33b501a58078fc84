import { Type } from 'typebox';
import { named } from '../lib/components';

export const Metrics = named(
  'Metrics',
  Type.Object({
    status: Type.Enum(['healthy', 'warning', 'error']),
    uptime: Type.Number({ description: 'Seconds since the process started' }),
    memory: Type.Object(
      { heapUsed: Type.Number(), heapTotal: Type.Number(), rss: Type.Number() },
      { description: 'Bytes' },
    ),
    nodeVersion: Type.String(),
    platform: Type.String(),
    websocket: Type.Object({ totalConnections: Type.Integer(), adminConnections: Type.Integer() }),
  }),
);

export const Health = named('Health', Type.Object({ status: Type.Literal('ok'), database: Type.String() }));
