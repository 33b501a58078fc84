import { Type } from 'typebox';

export const Metrics = Type.Object({
  status: Type.Enum(['healthy', 'warning', 'error']),
  /** Seconds since the process started. */
  uptime: Type.Number(),
  /** Bytes. */
  memory: Type.Object({ heapUsed: Type.Number(), heapTotal: Type.Number(), rss: Type.Number() }),
  nodeVersion: Type.String(),
  platform: Type.String(),
  websocket: Type.Object({ totalConnections: Type.Integer(), adminConnections: Type.Integer() }),
});

export const Health = Type.Object({ status: Type.Literal('ok'), database: Type.String() });
