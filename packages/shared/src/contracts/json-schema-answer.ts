// No zod here: this module is on the login page (ADR 47).
import type { AnswerIssue, AnswerSchema } from './define-contract.ts';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** The JSON Schema keywords zod writes for the sign-in path's answers, the only ones read here. */
export type JsonSchema = {
  readonly $schema?: string;
  readonly type?: JsonType | readonly JsonType[];
  readonly properties?: { readonly [name: string]: JsonSchema };
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly propertyNames?: JsonSchema;
  readonly items?: JsonSchema;
  readonly enum?: readonly (string | number | boolean | null)[];
  readonly anyOf?: readonly JsonSchema[];
};

/** Every keyword of JsonSchema: the generator refuses a schema with any other (ADR 47). */
export const jsonSchemaKeywords: readonly string[] = [
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'enum',
  'anyOf',
] satisfies (keyof JsonSchema)[];

function typeOf(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : undefined;
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  return typeof value === 'object' ? 'object' : undefined;
}

function hasType(schema: JsonSchema, value: unknown): boolean {
  if (schema.type === undefined) return true;
  const actual = typeOf(value);
  return [schema.type]
    .flat()
    .some((type) => type === actual || (type === 'integer' && Number.isInteger(value)));
}

/**
 * Reads a value by its schema, adding what does not fit to `issues`. Returns the value as zod's
 * parse would: objects copied with their declared properties only (zod's objects strip the others,
 * which its JSON Schema writes as `additionalProperties: false`); anyOf takes the first that fits.
 */
function read(schema: JsonSchema, value: unknown, path: PropertyKey[], issues: AnswerIssue[]): unknown {
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      const optionIssues: AnswerIssue[] = [];
      const result = read(option, value, path, optionIssues);
      if (optionIssues.length === 0) return result;
    }
    issues.push({ message: 'Fits none of the allowed shapes', path });
    return value;
  }
  if (!hasType(schema, value)) {
    issues.push({ message: `Expected ${[schema.type].flat().join(' or ')}`, path });
    return value;
  }
  if (schema.enum && !schema.enum.includes(value as never)) {
    issues.push({ message: `Expected one of ${schema.enum.join(', ')}`, path });
    return value;
  }
  if (Array.isArray(value)) {
    const { items } = schema;
    return items ? value.map((item, index) => read(items, item, [...path, index], issues)) : value;
  }
  if (typeOf(value) !== 'object') return value;
  const object = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    if (!Object.hasOwn(object, name)) issues.push({ message: 'Required', path: [...path, name] });
  }
  for (const [key, item] of Object.entries(object)) {
    // As zod: never copied (an assignment would set the result's prototype), never read.
    if (key === '__proto__') continue;
    const declared =
      schema.properties && Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    if (declared) {
      result[key] = read(declared, item, [...path, key], issues);
      continue;
    }
    if (schema.propertyNames) read(schema.propertyNames, key, [...path, key], issues);
    const others = schema.additionalProperties;
    if (others === false) continue;
    result[key] = typeof others === 'object' ? read(others, item, [...path, key], issues) : item;
  }
  return result;
}

/**
 * An answer's check from the JSON Schema zod derives from its contract (z.toJSONSchema, as the
 * OpenAPI document publishes it), as a Standard Schema: callApi checks it as it checks a zod schema.
 */
export function answerSchema<T>(
  jsonSchema: JsonSchema,
): AnswerSchema<T> & { readonly jsonSchema: JsonSchema } {
  return {
    jsonSchema,
    '~standard': {
      version: 1,
      vendor: 'airquote-json-schema',
      validate(value) {
        const issues: AnswerIssue[] = [];
        const result = read(jsonSchema, value, [], issues);
        return issues.length > 0 ? { issues } : { value: result as T };
      },
    },
  };
}
