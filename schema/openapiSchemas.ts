/**
 * The served OpenAPI document's schemas as schema/graph.ts and the contract test read them: references,
 * `null` alternatives, enums and literals, and what the rest exchange makes of an operation's answer.
 */
import type { RestBinding } from './rest';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  minimum?: number;
  maximum?: number;
}
export interface Operation {
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Reading a document's schemas: references, `null` alternatives, literal values. */
export function schemaReader(doc: OpenApiDocument) {
  const refName = (s: Schema) => s.$ref?.split('/').pop();
  const deref = (s: Schema): Schema => {
    const name = refName(s);
    return name ? deref(doc.components.schemas[name] as Schema) : s;
  };
  /** The schema without its `null` alternative (not dereferenced), and whether it had one. */
  const strip = (raw: Schema): { schema: Schema; nullable: boolean } => {
    if (Array.isArray(raw.type) && raw.type.includes('null')) {
      const type = raw.type.filter((t) => t !== 'null');
      return { schema: { ...raw, type: type.length === 1 ? type[0] : type }, nullable: true };
    }
    const members = raw.anyOf?.filter((m) => deref(m).type !== 'null');
    if (raw.anyOf && members && members.length < raw.anyOf.length)
      return {
        schema: members.length === 1 ? (members[0] as Schema) : { ...raw, anyOf: members },
        nullable: true,
      };
    return { schema: raw, nullable: false };
  };
  /** Dereferenced, without its `null` alternative. */
  const nonNull = (raw: Schema) => {
    const { schema, nullable } = strip(deref(raw));
    return { schema: deref(schema), nullable };
  };
  const literal = (s: Schema): unknown => {
    const d = deref(s);
    return 'const' in d ? d.const : d.enum?.length === 1 ? d.enum[0] : undefined;
  };
  /** The values of an enum or a union of literals. */
  const enumValues = (raw: Schema): unknown[] | undefined => {
    const s = deref(raw);
    if (s.enum) return s.enum;
    return s.anyOf?.every((m) => literal(m) !== undefined) ? s.anyOf.map(literal) : undefined;
  };
  /** The envelope of an operation's success, and what the rest exchange makes of it (the row's `read`;
   *  src/api/restExchange.ts); undefined for `deleted` (the exchange's own `{id, success, message}`). */
  const envelopeOf = (operation: Operation): Schema | undefined => {
    const success = Object.entries(operation.responses).find(([status]) => /^2/.test(status))?.[1];
    return success?.content?.['application/json']?.schema;
  };
  const answerOf = (binding: RestBinding, operation: Operation): Schema | undefined => {
    const envelope = envelopeOf(operation);
    if (!envelope) return undefined;
    const { properties = {}, required = [] } = deref(envelope);
    const data = properties.data ?? {};
    switch (binding.read ?? 'data') {
      case 'page':
        return {
          type: 'object',
          properties: { data, pagination: properties.pagination ?? {} },
          required: ['data', 'pagination'],
        };
      case 'envelope': {
        const { data: _data, ...rest } = properties;
        const inner = nonNull(data).schema;
        return {
          type: 'object',
          properties: { ...inner.properties, ...rest },
          required: [...(inner.required ?? []), ...required.filter((r) => r !== 'data')],
        };
      }
      case 'tagged':
        return { type: 'object', properties: { etag: { type: 'string' }, data }, required: ['data'] };
      case 'deleted':
        return undefined;
      default:
        return data;
    }
  };
  return { refName, deref, strip, nonNull, literal, enumValues, envelopeOf, answerOf };
}
