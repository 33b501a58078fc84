import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { SchemaCompiling } from './validation';

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: {
  schema?: unknown;
  method: string;
  url: string;
  httpStatus: string;
}) => Serializer;

/**
 * Fastify's own serializer builder (fast-json-stringify, with the schemas the app added), compiling a route's
 * answer serializer at its first answer rather than while the server gets ready (server/lib/validation.ts,
 * `SchemaCompiling`): the same serializer, built later.
 */
export function serializerBuilderOf(when: SchemaCompiling) {
  const factory = SerializerSelector();
  return (externalSchemas: unknown, options: object | undefined): SerializerCompiler => {
    const compile = factory(externalSchemas, options) as SerializerCompiler;
    if (when === 'at-start') return compile;
    return (route) => {
      let serialize: Serializer | undefined;
      return (data) => {
        serialize ??= compile(route);
        return serialize(data);
      };
    };
  };
}
