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
/**
 * The same memo reached by the schema object first: most of a route's schemas are module
 * constants, met again at every build, and writing each out as JSON to find its key was a
 * measurable part of the suite's CPU (docs/decisions.md, "The suite's time", stop 51). A schema
 * made anew at each build is still found by its JSON. Schemas are never changed once a route is
 * declared.
 */
const bySchema = new WeakMap<object, Map<string, Serializer>>();

type JsonSchema = { [key: string]: unknown };
const PRIMITIVES = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * The schema as the serializer should read it: a nullable primitive (`anyOf: [{ type: 'string',
 * … }, { type: 'null' }]`, as `Nullable` writes it for OpenAPI) becomes `type: ['string',
 * 'null']`, which says the same. fast-json-stringify serializes an `anyOf` by running an ajv
 * validator on each branch for every value (a `date-time` format check per nullable timestamp, per
 * row: most of a list's serialization), and a type list by `typeof`. A new object: the route's
 * own schema (and so the API document) is left as written.
 */
export function serializerSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializerSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = serializerSchema(value);
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return out;
  const [a, b] = branches as JsonSchema[];
  const value = a?.type === 'null' ? b : b?.type === 'null' ? a : undefined;
  if (!value || !PRIMITIVES.has(value.type as string)) return out;
  if (['anyOf', 'oneOf', 'allOf', '$ref', 'enum', 'const'].some((k) => k in value)) return out;
  const { anyOf: _, ...siblings } = out;
  return { ...value, ...siblings, type: [value.type, 'null'] };
}

export const schemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildSerializer(externalSchemas, serializerOptions) {
      const external = (externalSchemas ?? {}) as Record<string, unknown>;
      const context = JSON.stringify([external, serializerOptions]);
      return ({ schema }) => {
        let seen = bySchema.get(schema as object);
        if (!seen) {
          seen = new Map<string, Serializer>();
          bySchema.set(schema as object, seen);
        }
        const known = seen.get(context);
        if (known) return known;
        const key = JSON.stringify(schema) + context;
        let serialize = serializers.get(key);
        if (!serialize) {
          // As Fastify's own compiler: a schema is not its own external reference.
          const others = { ...external };
          const id = (schema as { $id?: string }).$id;
          if (id) delete others[id];
          serialize = fastJson(serializerSchema(schema) as object, {
            ...(serializerOptions as object),
            schema: others as Record<string, never>,
          }) as Serializer;
          serializers.set(key, serialize);
        }
        seen.set(context, serialize);
        return serialize;
      };
    },
  },
};
