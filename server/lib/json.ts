import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { HttpError } from './errors';

export const INVALID_JSON = 'Invalid JSON in request body';

/** The deepest a JSON body may nest (the API's own bodies nest 3 deep). */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP = `JSON body nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * True when the text opens more than `max` arrays or objects inside one another (brackets in strings do not
 * count). Read before parsing, so no recursive walk (the NUL check, the schema, a canonical form) ever meets
 * a deeper body: one nested 100,000 deep once ran the NUL check out of stack (500).
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies: an empty body with a JSON content type counts as no body (clients often send the header
 * on DELETE and PATCH without one); anything unparsable is 400 'Invalid JSON in request body';
 * `__proto__` and `constructor.prototype` keys are refused, as Fastify's own parser does; a body nested
 * deeper than MAX_JSON_DEPTH is 400 before it is parsed.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json/i,
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP), undefined);
      try {
        done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
      } catch {
        done(new HttpError(400, INVALID_JSON), undefined);
      }
    },
  );
}
