import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { namedSchemas } from './components';
import { isEmail } from './rules';

/**
 * Bodies are validated strictly (a price sent as "5000" is a wrong type, 400); query strings and path
 * parameters arrive as text, so they are coerced. `multipleOf` is judged to 9 decimal places, so 0.29 is
 * a multiple of 0.01 despite binary floating point. Errors carry their schema (`verbose`), so the error
 * handler can answer a rule with the message the schema gives it (`x-messages`). The `email` format is the
 * services' own rule: an address, once trimmed. A request is checked whole (`allErrors`): a form sent with three
 * bad fields hears of all three at once (the error handler keeps one fault per field); a body is at most
 * 1 MiB and its arrays have a `maxItems`, so the list stays bounded.
 */
function make(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: true,
    strict: false,
    multipleOfPrecision: 9,
    verbose: true,
  });
  addFormats.default(ajv);
  ajv.addFormat('email', isEmail);
  return ajv;
}

const strict = make(false);
const coercing = make('array');

const NUL = '\u0000';

/**
 * The path of the first string (value or key) holding a NUL character: no column can store one, so it is
 * refused before any rule runs, whatever the route. Recursive: a JSON body's depth is bounded when it is
 * parsed (server/lib/json.ts, MAX_JSON_DEPTH); queries and path parameters are flat.
 */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const at = `${path}/${key}`;
    if (key.includes(NUL)) return at;
    const found = nulPath(child, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The named schemas (server/lib/components.ts) a route's schema may refer to: added, not compiled (Ajv's
 * `getSchema` compiles what it finds; a named schema is compiled when a route that refers to it is).
 */
const added = new WeakMap<Ajv, Set<string>>();
function withNamedSchemas(ajv: Ajv): Ajv {
  const ids = added.get(ajv) ?? new Set<string>();
  added.set(ajv, ids);
  for (const schema of namedSchemas())
    if (!ids.has(schema.$id)) {
      ajv.addSchema(schema);
      ids.add(schema.$id);
    }
  return ajv;
}

/**
 * When a route's validators and serializers are compiled: at the first request that needs each one (every
 * start, the crash test's hundred restarts and each test's server, then compiles only what is used: compiling
 * them all took ~1.5 s of CPU per start, docs/bench.md), or all while the server gets ready (the check that
 * every route's schemas compile, tests/server/schemas-compile.test.ts). The same compilers either way.
 */
export type SchemaCompiling = 'at-first-use' | 'at-start';

export const validatorCompilerOf =
  (when: SchemaCompiling): FastifySchemaCompiler<object> =>
  ({ schema, httpPart }) => {
    let validate: ValidateFunction | undefined;
    const compile = () => {
      validate ??= withNamedSchemas(httpPart === 'body' ? strict : coercing).compile(schema);
      return validate;
    };
    if (when === 'at-start') compile();
    return guardedBy(compile);
  };

/** The route's validator, refusing a NUL anywhere before its rules run. */
function guardedBy(compile: () => ValidateFunction): ValidateFunction {
  const guarded = ((data: unknown) => {
    const at = nulPath(data);
    if (at !== null) {
      const issue: ErrorObject = {
        keyword: 'nul',
        instancePath: at,
        schemaPath: '#',
        params: {},
        message: 'must not contain a NUL character',
      };
      guarded.errors = [issue];
      return false;
    }
    const validate = compile();
    const valid = validate(data);
    guarded.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return guarded;
}
