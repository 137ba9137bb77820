import { leadsConstants } from '@ensemble/contracts';
import * as yup from 'yup';

/** Query strings of the contact lists (spec 2 §7): page/per_page/search/ordering; others use their own names. */
const page = yup.number().integer().min(1).default(1);
const size = yup.number().integer().min(1).max(1000).default(leadsConstants.pageSize);
const search = yup.string().trim().max(200).default('');
const ordering = yup.string().trim().max(60).default('');

export const contactsQuerySchema = yup.object({ page, per_page: size, search, ordering });
export const prospectsQuerySchema = contactsQuerySchema.shape({
  phone: yup.string().trim().max(32).default(''),
});
export const othersQuerySchema = yup.object({
  currentPage: page,
  pageSize: size,
  search,
  sorting: ordering,
});

export type ContactsQueryInput = yup.InferType<typeof contactsQuerySchema>;
export type ProspectsQueryInput = yup.InferType<typeof prospectsQuerySchema>;
export type OthersQueryInput = yup.InferType<typeof othersQuerySchema>;
