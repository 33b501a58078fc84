import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { HttpError } from './errors';

export const INVALID_JSON = 'Invalid JSON in request body';

/**
 * JSON bodies: an empty body with a JSON content type counts as no body (clients often send the header
 * on DELETE and PATCH without one); anything unparsable is 400 'Invalid JSON in request body';
 * `__proto__` and `constructor.prototype` keys are refused, as Fastify's own parser does.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json/i,
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
      } catch {
        done(new HttpError(400, INVALID_JSON), undefined);
      }
    },
  );
}
