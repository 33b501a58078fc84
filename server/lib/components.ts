import { type Static, type TSchema, type TUnsafe, Type } from 'typebox';

/**
 * The contract's named schemas. `named('Frame', schema)` keeps the schema under its name and gives back a
 * reference to it (`{ $ref: 'Frame' }`) that still types as the schema does, so routes and other schemas
 * use the reference: the app registers every named schema with `addSchema` (the OpenAPI document lists
 * them under `components/schemas` and refers to them), and the body validator knows them too.
 */
const registry = new Map<string, TSchema & { $id: string }>();

export type Named<T extends TSchema> = TUnsafe<Static<T>>;

export function named<T extends TSchema>(id: string, schema: T): Named<T> {
  if (registry.has(id)) throw new Error(`Two schemas are named '${id}'`);
  registry.set(id, { ...schema, $id: id });
  return Type.Unsafe<Static<T>>({ $ref: id });
}

/** Every named schema, each with its `$id`. */
export const namedSchemas = () => [...registry.values()];

/** The full schema behind a name (what a reference points at). */
export function schemaNamed(id: string): TSchema {
  const schema = registry.get(id);
  if (!schema) throw new Error(`No schema is named '${id}'`);
  return schema;
}
