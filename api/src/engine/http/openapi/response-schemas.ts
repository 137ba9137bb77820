import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/**
 * Success-response decorators for the routes not yet declared in contracts (docs/adr/0013): the declared ones
 * take their response schema from the declaration.
 */
export const paginated = (item: SchemaObject): SchemaObject => ({
  type: 'object',
  properties: { results: { type: 'array', items: item }, count: { type: 'integer' } },
  required: ['results', 'count'],
});

export const ApiOk = (schema: SchemaObject, description?: string) => ApiOkResponse({ schema, description });
export const ApiCreated = (schema: SchemaObject, description?: string) =>
  ApiCreatedResponse({ schema, description });
/** 200 with a JSON array of `item`. */
export const ApiOkList = (item: SchemaObject) => ApiOkResponse({ schema: { type: 'array', items: item } });
export const ApiOkPage = (item: SchemaObject) => applyDecorators(ApiOkResponse({ schema: paginated(item) }));
