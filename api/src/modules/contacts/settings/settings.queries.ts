import type { settingsQueries } from '@ensemble/contracts';
import type { InferType } from 'yup';

/** The cast query strings of the settings lists (the schemas are the endpoints', in contracts). */
export type SourcesQuery = InferType<typeof settingsQueries.sources>;
export type TagsQuery = InferType<typeof settingsQueries.tags>;
export type LeadsQuery = InferType<typeof settingsQueries.leads>;
export type LocationsQuery = InferType<typeof settingsQueries.locations>;
export type RepresentativesQuery = InferType<typeof settingsQueries.representatives>;

export { tagNameTaken } from '@ensemble/contracts';
