import fastJson from 'fast-json-stringify';
import type { FastifyServerOptions } from 'fastify';

type Serializer = (data: unknown) => string;

/**
 * Response serializers (fast-json-stringify, as Fastify's default builds them: undeclared fields
 * are stripped, so a response never carries more than its schema says), memoised by schema for
 * the life of the process. The service builds its app once, so this changes nothing there; the
 * test suite builds a fresh app for every test, and without the memo each build would compile
 * every route's serializers again (most of the cost of a build).
 */
const serializers = new Map<string, Serializer>();

export const schemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildSerializer(externalSchemas, serializerOptions) {
      const external = (externalSchemas ?? {}) as Record<string, unknown>;
      return ({ schema }) => {
        const key = JSON.stringify([schema, external, serializerOptions]);
        let serialize = serializers.get(key);
        if (!serialize) {
          // As Fastify's own compiler: a schema is not its own external reference.
          const others = { ...external };
          const id = (schema as { $id?: string }).$id;
          if (id) delete others[id];
          serialize = fastJson(schema as object, {
            ...(serializerOptions as object),
            schema: others as Record<string, never>,
          }) as Serializer;
          serializers.set(key, serialize);
        }
        return serialize;
      };
    },
  },
};
