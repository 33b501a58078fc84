import type { FastifyReply } from 'fastify';
import { COMPRESS_THRESHOLD, compress, type Encoding, preferredEncoding } from './compression';

/** An answer's bytes, kept so that sending it again neither serialises nor compresses it. */
export interface EncodedBody {
  /** The answer as sent to a client that accepts no compression. */
  body: Buffer;
  /** The same bytes compressed, made on first demand and kept with the answer. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/** The answer's bytes for a client that accepts `encoding` (compressed once, then reused). */
export function encodedBody(answer: EncodedBody, encoding: Encoding | undefined): Buffer {
  if (!encoding || answer.body.length < COMPRESS_THRESHOLD) return answer.body;
  answer.encoded ??= {};
  answer.encoded[encoding] ??= compress(answer.body, encoding);
  return answer.encoded[encoding];
}

/**
 * Sends `answer` as `type` in the encoding the request accepts, from its kept bytes. The compress plugin
 * skips a reply that is already encoded, so a kept answer costs no compression; Vary keeps what CORS said
 * (Origin) and adds the encoding the bytes were chosen by.
 */
export function sendEncoded(reply: FastifyReply, answer: EncodedBody, type: string): FastifyReply {
  const encoding =
    answer.body.length >= COMPRESS_THRESHOLD
      ? preferredEncoding(reply.request.headers['accept-encoding'])
      : undefined;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding').type(type);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encodedBody(answer, encoding));
}
