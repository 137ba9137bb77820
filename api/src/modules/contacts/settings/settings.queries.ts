import { settingsConstants } from '@ensemble/contracts';
import * as yup from 'yup';

/** Query strings of the settings lists (spec 2 §7 names: sources/tags page+per_page, locations/reps page+page_size). */
const page = yup.number().integer().min(1).default(1);
const size = (fallback: number) => yup.number().integer().min(1).max(1000).default(fallback);
const search = yup.string().trim().max(200).default('');
const ordering = yup.string().trim().max(60).default('');

export const sourcesQuerySchema = yup.object({
  page,
  per_page: size(settingsConstants.sourcesPageSize),
  search,
  ordering,
});
export const tagsQuerySchema = yup.object({
  page,
  per_page: size(settingsConstants.tagsPageSize),
  search,
  ordering,
});
export const leadsQuerySchema = yup.object({ page, per_page: size(25) });
export const locationsQuerySchema = yup.object({
  page,
  page_size: size(settingsConstants.locationsPageSize),
});
export const representativesQuerySchema = yup.object({
  page,
  page_size: size(settingsConstants.representativesPageSize),
  search,
  ordering,
});

export type SourcesQuery = yup.InferType<typeof sourcesQuerySchema>;
export type TagsQuery = yup.InferType<typeof tagsQuerySchema>;
export type LeadsQuery = yup.InferType<typeof leadsQuerySchema>;
export type LocationsQuery = yup.InferType<typeof locationsQuerySchema>;
export type RepresentativesQuery = yup.InferType<typeof representativesQuerySchema>;

/** Not in the contract's messages: the spec has no wording for a duplicate tag name. */
export const tagNameTaken = 'A tag with this name already exists.';
