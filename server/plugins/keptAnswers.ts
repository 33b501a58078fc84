import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../lib/compression';
import type { CachedAnswer } from '../services/catalog.service';

/** Addresses whose last answer is kept ready to send, at most (the oldest goes first). */
export const KEPT_ADDRESSES = 1000;

/** An answer as it left: its headers and the bytes of its encoding. */
interface Sent {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** What one address was last answered: the catalogue's answer, as sent in each encoding and protocol. */
interface Kept {
  answer: CachedAnswer;
  sent: Map<string, Sent>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answers sent at the door (server/plugins/keptAnswers.ts). */
    keptAnswers: {
      /** Marks `reply` as sending the catalogue's `answer`: once sent, it is kept for its address. */
      offer(reply: FastifyReply, answer: CachedAnswer): void;
      /** Answers sent at the door so far. */
      readonly hits: number;
    };
  }
}

const offered = Symbol('keptAnswers.offered');
const bytes = Symbol('keptAnswers.bytes');
type Offering = FastifyReply & { [offered]?: CachedAnswer; [bytes]?: Buffer };

/** Accept-Encoding headers seen, with the encoding each chooses (browsers send a handful of forms). */
const encodings = new Map<string, string>();
const encodingOf = (header: string | undefined): string => {
  if (header === undefined) return '';
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header) ?? '';
    if (encodings.size >= 64) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
};

/** What an answer's bytes and headers depend on beyond the address: its encoding and the protocol (HSTS). */
const variantOf = (request: FastifyRequest) =>
  `${encodingOf(request.headers['accept-encoding'])} ${request.protocol}`;

/**
 * The public catalogue at the door. A catalogue answer is made once and kept (CatalogService); sending it
 * still ran every request through the whole hook chain (the request deadline's AsyncLocalStorage, whose
 * async hooks then tax every promise; security headers, CORS, ETag, compression and idempotency hooks; query
 * validation; an async handler), which cost as much as the answer itself: the catalogue served half the
 * requests a bare route sending the same bytes did (docs/bench.md). So a GET whose address was answered
 * before, with that answer still current in the catalogue, is sent here, by the first hook, with exactly the
 * headers and bytes the whole chain sent for it last time (recorded as it left, per encoding and protocol).
 *
 * Only what cannot differ is sent at the door: a request with an Origin (CORS headers depend on it) or an
 * If-None-Match (it may be a 304), a HEAD, a server closing (`Connection: close`) all go the whole way, and so
 * does an address whose answer changed since (a catalogue event replaced or dropped it): the next answer
 * sent is recorded in its place.
 */
export default fp(
  async (app: FastifyInstance) => {
    const kept = new Map<string, Kept>();
    let hits = 0;
    let closing = false;
    const current = (answer: CachedAnswer) => app.services.catalog.isCurrent(answer);

    app.decorate('keptAnswers', {
      offer(reply: FastifyReply, answer: CachedAnswer) {
        (reply as Offering)[offered] = answer;
      },
      get hits() {
        return hits;
      },
    });

    const plain = (request: FastifyRequest) =>
      request.method === 'GET' &&
      !closing &&
      request.headers.origin === undefined &&
      request.headers['if-none-match'] === undefined;

    app.addHook('onRequest', (request, reply, done) => {
      const address = plain(request) ? kept.get(request.url) : undefined;
      if (!address) return done();
      if (!current(address.answer)) {
        kept.delete(request.url);
        return done();
      }
      const sent = address.sent.get(variantOf(request));
      if (!sent) return done();
      hits += 1;
      reply.hijack();
      reply.raw.writeHead(200, sent.headers);
      reply.raw.end(sent.body);
    });

    // Recorded as it left: the bytes the route sent (the first onSend hook sees them; no later hook changes
    // a plain 200's bytes), and the headers once the whole chain has written them.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if ((reply as Offering)[offered] && Buffer.isBuffer(payload)) (reply as Offering)[bytes] = payload;
      done(null, payload);
    });
    app.addHook('onResponse', (request, reply, done) => {
      const answer = (reply as Offering)[offered];
      const body = (reply as Offering)[bytes];
      if (answer && body && reply.statusCode === 200 && plain(request) && current(answer)) {
        let address = kept.get(request.url);
        if (address?.answer !== answer) {
          kept.delete(request.url);
          if (kept.size >= KEPT_ADDRESSES) kept.delete(kept.keys().next().value as string);
          address = { answer, sent: new Map() };
          kept.set(request.url, address);
        }
        address.sent.set(variantOf(request), {
          headers: { ...reply.getHeaders() } as OutgoingHttpHeaders,
          body,
        });
      }
      done();
    });

    app.addHook('preClose', (done) => {
      closing = true;
      kept.clear();
      done();
    });
  },
  { name: 'kept-answers' },
);
