import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** OpenAPI shapes of the notes, associates and social profile responses (contracts/src/lead-notes-api.ts). */
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const obj = (properties: Record<string, SchemaObject>, nullable = false): SchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  ...(nullable ? { nullable: true } : {}),
});

export const leadNoteSchema = obj({
  id: int,
  lead: int,
  note: str,
  created_at: dateTime,
  updated_at: dateTime,
  created_by: obj({ id: int, firstName: str, lastName: str }, true),
});
export const leadNotePageSchema = obj({ results: { type: 'array', items: leadNoteSchema }, count: int });
export const associateSchema = obj({ id: int, name: str, contact: str, url: str });
export const socialProfileResponseSchema = obj({ index: int, network: str, url: str });
