import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are validated strictly (a price sent as "5000" is a wrong type, 400); query strings and path
 * parameters arrive as text, so they are coerced.
 */
function make(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  });
  addFormats.default(ajv);
  return ajv;
}

const strict = make(false);
const coercing = make('array');

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema) as ReturnType<FastifySchemaCompiler<object>>;
