/**
 * The phone setup calls, exactly as spec 3 §7 'Phone' gives them (under /organization/{orgId}/twilio/, whichever
 * SMS provider serves them), plus GET phone-number/, which the page and the Text screen read. Searching and reading
 * are for members; buying a number and changing where it forwards are for the owner. Paths are relative to '/api'.
 */
import { endpoint } from './endpoint';
import { js } from './json-schema';
import {
  type AvailablePhoneNumbers,
  createNumberSchema,
  getNumbersSchema,
  phoneNumberMessages as M,
  type OrganizationPhoneNumber,
  phoneNumberTypes,
  updatePhoneNumberSchema,
} from './phone-numbers-api';

const ORG = '/organization/:orgId/twilio';
const read = { tag: 'phone setup', access: 'member' } as const;
const write = { tag: 'phone setup', access: 'owner' } as const;

export const phoneNumberResponses = {
  available: js.obj({
    data: js.obj({
      data: js.arr(
        js.obj({
          phone_number: js.str,
          friendly_name: js.str,
          locality: js.strNull,
          region: js.strNull,
        }),
      ),
    }),
  }),
  number: js.obj({
    twilio_number: js.strNull,
    real_number: js.strNull,
    number_type: js.nullable(js.oneOf(...phoneNumberTypes)),
    area_code: js.strNull,
  }),
};
const R = phoneNumberResponses;

export const phoneNumberEndpoints = {
  number: endpoint<OrganizationPhoneNumber>()({
    ...read,
    method: 'GET',
    path: `${ORG}/phone-number/`,
    summary: "The organization's number and where it forwards (twilio_number null: none yet)",
    description: `The Text screen asks '${M.setupNotCompleted}' while twilio_number is null`,
    response: R.number,
  }),
  available: endpoint<AvailablePhoneNumbers>()({
    ...read,
    method: 'POST',
    path: `${ORG}/get-number/`,
    summary: `Numbers the organization may buy, local (in an area code) or toll free → '${M.numbersFetched}'`,
    description:
      `area_code: required for local ('${M.areaCodeRequired}'), one of the US area codes; ignored for ` +
      `toll_free. None available → 404 '${M.noNumbersAvailable}'`,
    status: 200,
    body: getNumbersSchema,
    response: R.available,
  }),
  create: endpoint<OrganizationPhoneNumber>()({
    ...write,
    method: 'POST',
    path: `${ORG}/create-number/`,
    summary: `Buy one of the numbers offered and forward its calls to real_number → '${M.created}'`,
    description:
      `real_number: '${M.realNumberRequired}', US only ('${M.realNumberNotUs}'), not the number itself; ` +
      `${M.alreadyHasNumber}; ` +
      `${M.numberTaken}; ${M.numberNotAvailable}; the plan's twilio_numbers limit applies (403)`,
    status: 201,
    body: createNumberSchema,
    response: R.number,
  }),
  update: endpoint<OrganizationPhoneNumber>()({
    ...write,
    method: 'PATCH',
    path: `${ORG}/update-phone-number/`,
    summary: `Forward calls to another real number → '${M.updated}'`,
    description:
      `real_phone_number: '${M.realNumberRequired}', US only, not the number itself; ` +
      `no number yet → '${M.setupNotCompleted}'`,
    body: updatePhoneNumberSchema,
    response: R.number,
  }),
};
