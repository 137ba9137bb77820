import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiQuery } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';

function fieldToOpenApi(d: SchemaFieldDescription): SchemaObject {
  const desc = d as SchemaDescription & {
    fields?: Record<string, SchemaFieldDescription>;
    default?: unknown;
  };
  const out: SchemaObject = {};
  switch (desc.type) {
    case 'object':
      return objectToOpenApi(desc);
    case 'number':
      out.type = desc.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'array':
      out.type = 'array';
      out.items = {};
      break;
    default:
      out.type = 'string';
  }
  for (const t of desc.tests) {
    const p = (t.params ?? {}) as Record<string, unknown>;
    if (t.name === 'max') out[out.type === 'string' ? 'maxLength' : 'maximum'] = p.max as number;
    if (t.name === 'min') out[out.type === 'string' ? 'minLength' : 'minimum'] = p.min as number;
    if (t.name === 'matches' && p.regex instanceof RegExp) out.pattern = p.regex.source;
  }
  if (desc.oneOf?.length) out.enum = desc.oneOf.filter((v) => v !== undefined && v !== null);
  if (desc.default !== undefined && typeof desc.default !== 'function') out.default = desc.default;
  if (desc.nullable) out.nullable = true;
  return out;
}

function objectToOpenApi(
  desc: SchemaDescription & { fields?: Record<string, SchemaFieldDescription> },
): SchemaObject {
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(desc.fields ?? {})) {
    properties[name] = fieldToOpenApi(field);
    if (!(field as SchemaDescription).optional) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** The OpenAPI schema of a contracts yup schema, so the docs show the very rules the pipe applies. */
export function yupToOpenApi(schema: AnyObjectSchema): SchemaObject {
  return objectToOpenApi(
    schema.describe() as SchemaDescription & { fields: Record<string, SchemaFieldDescription> },
  );
}

const fieldErrors = {
  description: 'Validation failed: `{ field: [message] }`',
  schema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
} as const;

/** Documents a body validated by `new YupPipe(schema)`. */
export const ApiYupBody = (schema: AnyObjectSchema) =>
  applyDecorators(ApiBody({ schema: yupToOpenApi(schema) }), ApiBadRequestResponse(fieldErrors));

/** Documents query parameters validated by `new YupPipe(schema)`. */
export function ApiYupQuery(schema: AnyObjectSchema) {
  const object = yupToOpenApi(schema);
  const required = new Set(object.required ?? []);
  return applyDecorators(
    ...Object.entries(object.properties ?? {}).map(([name, s]) =>
      ApiQuery({ name, required: required.has(name), schema: s as SchemaObject }),
    ),
  );
}
