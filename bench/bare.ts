import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The yardstick: the same framework answering the same bytes from memory, with no plugins, no database
 * and no cache lookup. Started as its own process, like the real server, so both get the same treatment.
 */
const body = readFileSync(process.env.BODY_FILE!);
const contentType = process.env.CONTENT_TYPE || 'application/json; charset=utf-8';
const app = Fastify({ logger: false });
app.get('/api/public/frames', (_request, reply) => {
  reply.type(contentType).send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => app.close().then(() => process.exit(0)));
