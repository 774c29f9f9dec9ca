/**
 * The declarations of /dialer (spec ai-telephony §7 "Dialer and phone numbers", the 12 calls),
 * each named by its operationId; the handlers are in dialer.handlers.ts.
 */
import { billingMessages } from '@outreach/core/billing';
import { errorMessages } from '../../errors';
import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import {
  ActivationSchema,
  BuyResultSchema,
  buyPhonesInput,
  CallPageSchema,
  CountryOptionSchema,
  callsQuery,
  DialerTokenSchema,
  dialerMessages,
  OwnedPhoneSchema,
  phoneCallsQuery,
  RegionSchema,
  regionsQuery,
  StateSchema,
  statesQuery,
  tokenQuery,
  updatePhoneInput,
  ValidatedNumberSchema,
  validateQuery,
} from './dialer.schema';

const tags = ['Dialer'] as const;

/** The 403s of the workspace checks, and the number's owner's. */
const notOwner = `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${dialerMessages.notOwner}`;

/** spec ai-telephony §6 "The dialer needs … the plan feature calling": every route answers 402 without it. */
const dialerRoute = featureRoute('calling', 'scale');

const notEnoughCredits = `${billingMessages.notEnoughCredits}; ${billingMessages.contactSalesCredits}; ${billingMessages.memberCapReached}`;

export const activateDialer = dialerRoute({
  operationId: 'activateDialer',
  method: 'post',
  path: '/activate',
  tags,
  summary: 'Turn the dialer on for the workspace (the account flag has_dialer)',
  responses: { 200: success(ActivationSchema, 'The dialer is on') },
});

export const getDialerToken = dialerRoute({
  operationId: 'getDialerToken',
  method: 'get',
  path: '/token',
  tags,
  summary: "Exchange a fresh one-time key for the member's short-lived SIP credentials",
  request: { query: tokenQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(DialerTokenSchema, 'SIP-over-WebSocket credentials, valid until expires_at'),
    400: failure(`one_time_key: ${dialerMessages.keyRequired}; one_time_key: ${dialerMessages.keyFormat}`),
    409: failure(`${dialerMessages.notActivated}; ${dialerMessages.keyUsed}`),
  },
});

export const listDialerPhones = dialerRoute({
  operationId: 'listDialerPhones',
  method: 'get',
  path: '/phones',
  tags,
  summary: "The workspace's phone numbers",
  responses: { 200: success(z.array(OwnedPhoneSchema), 'Owned numbers, oldest first') },
});

export const listDialerPhoneCalls = dialerRoute({
  operationId: 'listDialerPhoneCalls',
  method: 'get',
  path: '/phones/{id}/calls',
  tags,
  summary: "One number's calls, newest first",
  request: { params: idParams, query: phoneCallsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(CallPageSchema, 'A page of calls'),
    400: failure('limit can not be more than 200'),
    404: failure(dialerMessages.phoneNotFound),
  },
});

export const validateDialerNumber = dialerRoute({
  operationId: 'validateDialerNumber',
  method: 'post',
  path: '/validate',
  tags,
  summary: 'Check a number to dial and the balance before a call',
  request: { query: validateQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(ValidatedNumberSchema, 'The number in E.164, and the credits left'),
    400: failure(dialerMessages.wrongFormat),
    402: failure(notEnoughCredits),
  },
});

export const listDialerCountries = dialerRoute({
  operationId: 'listDialerCountries',
  method: 'get',
  path: '/countries',
  tags,
  summary: 'Countries numbers can be bought in, one entry per category',
  responses: { 200: success(z.array(CountryOptionSchema), 'Countries and categories') },
});

export const listDialerStates = dialerRoute({
  operationId: 'listDialerStates',
  method: 'get',
  path: '/states',
  tags,
  summary: "A country's states for a category ([] for a country without states)",
  request: { query: statesQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(StateSchema), 'States'),
    400: failure(
      `country_code: ${dialerMessages.countryRequired}; category: ${dialerMessages.categoryRequired}; category: ${dialerMessages.categoryNotAvailable}`,
    ),
    404: failure(dialerMessages.countryNotFound),
  },
});

export const listDialerRegions = dialerRoute({
  operationId: 'listDialerRegions',
  method: 'get',
  path: '/regions',
  tags,
  summary: 'Regions of a country, category and state, with availability, SMS support and prices',
  request: { query: regionsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(RegionSchema), 'Regions'),
    400: failure(`state_id: ${dialerMessages.stateRequired}; state_id: ${dialerMessages.noStates}`),
    404: failure(`${dialerMessages.countryNotFound}; ${dialerMessages.stateNotFound}`),
  },
});

export const buyDialerPhones = dialerRoute({
  operationId: 'buyDialerPhones',
  method: 'post',
  path: '/phones/buy',
  tags,
  summary: 'Buy numbers in a region: installation and the first month charged in credits',
  request: { body: jsonBody(buyPhonesInput) },
  responses: {
    201: success(BuyResultSchema, dialerMessages.purchased),
    400: failure(
      `region_id: ${dialerMessages.regionRequired}; count: ${dialerMessages.countRequired}; count: ${dialerMessages.countMax(5)}; number_to_redirect: ${dialerMessages.redirectNumeric}`,
    ),
    402: failure(notEnoughCredits),
    404: failure(dialerMessages.regionNotFound),
    409: failure(dialerMessages.soldOut),
  },
});

export const updateDialerPhone = dialerRoute({
  operationId: 'updateDialerPhone',
  method: 'put',
  path: '/phones/{id}',
  tags,
  summary: "Change a number's forwarding number (null: none)",
  request: { params: idParams, body: jsonBody(updatePhoneInput) },
  responses: {
    200: success(OwnedPhoneSchema, 'The number as it is now'),
    400: failure(`number_to_redirect: ${dialerMessages.redirectNumeric}`),
    403: failure(notOwner),
    404: failure(dialerMessages.phoneNotFound),
  },
});

export const releaseDialerPhone = dialerRoute({
  operationId: 'releaseDialerPhone',
  method: 'delete',
  path: '/phones/{id}',
  tags,
  summary: 'Release a number (its calls stay in the history)',
  request: { params: idParams },
  responses: {
    200: success(z.object({ id: z.string() }), 'The released number'),
    403: failure(notOwner),
    404: failure(dialerMessages.phoneNotFound),
  },
});

export const listDialerCalls = dialerRoute({
  operationId: 'listDialerCalls',
  method: 'get',
  path: '/calls',
  tags,
  summary: 'Call history, newest first, searched and filtered by result',
  request: { query: callsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(CallPageSchema, 'A page of calls'),
    400: failure(dialerMessages.resultUnknown),
  },
});
