/**
 * Response bodies as JSON Schema (the OpenAPI 3.0 subset), written beside the TypeScript types they describe so
 * that every endpoint documents what it answers.
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  format?: string;
  description?: string;
  nullable?: boolean;
  enum?: readonly (string | number | boolean | null)[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
}

/** Builders for the common shapes; `js.obj` marks every property required, as the API always sends each key. */
export const js = {
  str: { type: 'string' } as JsonSchema,
  strNull: { type: 'string', nullable: true } as JsonSchema,
  int: { type: 'integer' } as JsonSchema,
  intNull: { type: 'integer', nullable: true } as JsonSchema,
  num: { type: 'number' } as JsonSchema,
  numNull: { type: 'number', nullable: true } as JsonSchema,
  bool: { type: 'boolean' } as JsonSchema,
  dateTime: { type: 'string', format: 'date-time' } as JsonSchema,
  dateTimeNull: { type: 'string', format: 'date-time', nullable: true } as JsonSchema,
  /** A JSON value the API passes through as stored (custom fields, provider payloads). */
  any: {} as JsonSchema,
  obj(
    properties: Record<string, JsonSchema>,
    opts: { nullable?: boolean; optional?: string[] } = {},
  ): JsonSchema {
    const optional = new Set(opts.optional ?? []);
    return {
      type: 'object',
      properties,
      required: Object.keys(properties).filter((k) => !optional.has(k)),
      ...(opts.nullable ? { nullable: true } : {}),
    };
  },
  arr(items: JsonSchema): JsonSchema {
    return { type: 'array', items };
  },
  oneOf(...values: readonly (string | number)[]): JsonSchema {
    return { type: typeof values[0] === 'number' ? 'integer' : 'string', enum: values };
  },
  nullable(s: JsonSchema): JsonSchema {
    return { ...s, nullable: true };
  },
  /** A body that is not JSON (a file, a CSV export), its media type in `description`. */
  binary(description: string): JsonSchema {
    return { type: 'string', format: 'binary', description };
  },
  /** A page of a list: `{ results, count }` (Paginated<T>). */
  page(item: JsonSchema): JsonSchema {
    return js.obj({ results: js.arr(item), count: js.int });
  },
  /** `{ detail }`, the answer of an action that only reports. */
  detail: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] } as JsonSchema,
};
