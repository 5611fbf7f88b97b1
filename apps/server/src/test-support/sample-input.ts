import { z } from 'zod';

/**
 * A small valid input for a route's declared zod schema, built from its JSON Schema: required fields
 * only, the first choice of each union or enum, the smallest allowed sizes, and for patterned strings the
 * first of a few everyday candidates that matches. Route-table checks use it to call every route the way
 * a well-behaved client would. Unique values (usernames…) are made fresh per call by `seed`.
 */
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  additionalProperties?: JsonSchema | boolean;
  $defs?: Record<string, JsonSchema>;
};

const stringCandidates = (seed: string) => [
  `sample${seed}`,
  'a',
  '1',
  'Aa123456!x',
  `s${seed}`.padEnd(21, 'x').slice(0, 21),
  '13800000000',
  `sample${seed}@podium.local`,
  '2026-01-01',
  '2026-01-01 08:00:00',
  '2026-01-01T08:00:00.000Z',
  '08:00',
  'https://example.com/a',
  '/a',
  '#333333',
  '110101199003074514',
  '123456',
  'A1',
];

const sampleString = (schema: JsonSchema, seed: string) => {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (value: string) =>
    value.length >= min && value.length <= max && (!schema.pattern || new RegExp(schema.pattern).test(value));
  if (schema.format === 'email') return `sample${seed}@podium.local`;
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return '2026-01-01';
  const found = stringCandidates(seed).find(fits);
  if (found !== undefined) return found;
  return 'a'.repeat(Math.max(1, min));
};

const sampleOf = (schema: JsonSchema, root: JsonSchema, seed: string, depth: number): unknown => {
  if (depth > 8) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return sampleOf(root.$defs?.[name] ?? {}, root, seed, depth + 1);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const choice = choices.find((c) => c.type !== 'null') ?? choices[0]!;
    return sampleOf(choice, root, seed, depth + 1);
  }
  if (schema.allOf?.length) return sampleOf(schema.allOf[0]!, root, seed, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        value[key] = sampleOf(schema.properties?.[key] ?? {}, root, seed, depth + 1);
      return value;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sampleOf(item, root, seed, depth + 1));
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sampleOf(schema.items ?? {}, root, seed, depth + 1),
      );
    }
    case 'string':
      return sampleString(schema, seed);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(low, schema.maximum ?? low);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
};

/** A value the schema accepts, or `undefined` when the sampler found none (the caller then sends `{}`). */
export const sampleInput = (schema: unknown, seed: string): unknown => {
  if (!(schema instanceof z.ZodType)) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const value = sampleOf(json, json, seed, 0);
  return schema.safeParse(value).success ? value : undefined;
};
