import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { settingsResponses } from '@ensemble/contracts';

/** The settings shapes the first-time setup route still documents by hand (the schemas are contracts'). */
export const settingsSchemas = {
  Location: settingsResponses.location as SchemaObject,
  OrganizationSettings: settingsResponses.organizationSettings as SchemaObject,
};
