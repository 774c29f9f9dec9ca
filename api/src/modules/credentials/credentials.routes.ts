/**
 * The declarations of /credentials (spec platform §7 Credentials), each named by its operationId;
 * the handlers are in credentials.handlers.ts (/proxy/v2/countries: proxy.routes.ts).
 */
import { errorMessages } from '../../errors';
import { failure, idParams, jsonBody, success, z } from '../../openapi/contract';
import { workspaceRoute, workspaceRowRoute } from '../../openapi/route-kinds';
import {
  CredentialActionResultSchema,
  CredentialAutomationTypeResultSchema,
  CredentialBlacklistSchema,
  CredentialOnboardingInfoSchema,
  CredentialProxySchema,
  CredentialSchema,
  CredentialSeatsSchema,
  CredentialTimezoneSchema,
} from './credential-responses.schema';
import {
  automationTypeInput,
  blacklistInput,
  createCredentialInput,
  credentialMessages,
  proxySettingsInput,
  sendCodeInput,
  sendPhoneInput,
  twoFactorInput,
  updateCredentialInput,
} from './credentials.schema';

const tags = ['Credentials'] as const;
/** Every /credentials/{id}/... route: the credential is in the workspace and visible, or 404. */
const credentialRoute = workspaceRowRoute(idParams, { 404: failure(credentialMessages.notFound) });
const unknownField = 'Unknown field: {name}';
const badLocation = `country_code: ${credentialMessages.invalidLocation}`;
const seatFailures = [
  credentialMessages.needSubscription,
  credentialMessages.needSeat,
  credentialMessages.noCloudSeats,
  credentialMessages.noExtensionSeats,
].join('; ');
const credentialFormErrors = [
  `username: ${credentialMessages.invalidEmail}`,
  `password: ${credentialMessages.invalidPassword}`,
  badLocation,
  `timezone: ${credentialMessages.invalidTimezone}`,
  `work_hours_start: ${credentialMessages.workHours}`,
  `work_hours_start: ${credentialMessages.workHoursOrder}`,
  `custom_proxy.proxy_address: ${credentialMessages.proxyAddressOrDomain}`,
  `custom_proxy.ports.http: ${credentialMessages.proxyPortRange}`,
  credentialMessages.body,
].join('; ');

export const fetchCredentials = workspaceRoute({
  operationId: 'fetchCredentials',
  method: 'get',
  path: '/fetch',
  tags,
  summary: 'The connected accounts of the workspace the member may see',
  responses: {
    200: success(z.array(CredentialSchema), 'Credentials, oldest first'),
  },
});

export const getSeats = workspaceRoute({
  operationId: 'getSeats',
  method: 'get',
  path: '/seats',
  tags,
  summary: 'Seats used and available, cloud and extension (or credentials against a maximum)',
  responses: {
    200: success(CredentialSeatsSchema, 'The seats'),
  },
});

export const listTimezones = workspaceRoute({
  operationId: 'listTimezones',
  method: 'get',
  path: '/timezones',
  tags,
  summary: 'Every IANA time zone with its current GMT offset',
  responses: {
    200: success(z.array(CredentialTimezoneSchema), 'Time zones, by IANA id'),
  },
});

export const createCredential = workspaceRoute({
  operationId: 'createCredential',
  method: 'post',
  path: '/create',
  tags,
  summary: 'Connect an account: checks seats and the email, saves it, then logs it in on the network',
  request: { body: jsonBody(createCredentialInput) },
  responses: {
    201: success(CredentialSchema, 'The new credential, after its first login attempt'),
    400: failure(credentialFormErrors),
    402: failure(seatFailures),
    403: failure(
      `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${credentialMessages.maxCredentials}`,
    ),
    404: failure(credentialMessages.notFound),
    409: failure(credentialMessages.duplicate),
  },
});

export const fetchCredential = credentialRoute({
  operationId: 'fetchCredential',
  method: 'get',
  path: '/{id}/fetch',
  tags,
  summary: 'One credential',
  responses: {
    200: success(CredentialSchema, 'The credential'),
  },
});

export const updateCredential = credentialRoute({
  operationId: 'updateCredential',
  method: 'post',
  path: '/{id}/update',
  tags,
  summary: 'Change settings (any subset); a new email or password logs in again',
  request: { body: jsonBody(updateCredentialInput) },
  responses: {
    200: success(CredentialSchema, 'The credential as it is now'),
    400: failure(`${credentialFormErrors}; password: ${credentialMessages.passwordTooShort}`),
    409: failure(credentialMessages.duplicate),
  },
});

export const deleteCredential = credentialRoute({
  operationId: 'deleteCredential',
  method: 'post',
  path: '/{id}/delete',
  tags,
  summary: 'Delete a credential with its blacklist and secrets; its seat is free again',
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted credential'),
  },
});

export const sendCode = credentialRoute({
  operationId: 'sendCode',
  method: 'post',
  path: '/{id}/send',
  tags,
  summary: 'Send the security code the network asked for, or ask for it again (resend)',
  request: { body: jsonBody(sendCodeInput) },
  responses: {
    200: success(
      CredentialActionResultSchema,
      `${credentialMessages.codeSent}; ${credentialMessages.codeResent}`,
    ),
    400: failure(
      [
        `code: ${credentialMessages.codeFormat}`,
        credentialMessages.codeNotRequested,
        credentialMessages.codeExpired,
        credentialMessages.codeWrong,
        unknownField,
      ].join('; '),
    ),
  },
});

export const sendPhone = credentialRoute({
  operationId: 'sendPhone',
  method: 'post',
  path: '/{id}/send_phone',
  tags,
  summary: 'Send the phone number the network asked for',
  request: { body: jsonBody(sendPhoneInput) },
  responses: {
    200: success(CredentialActionResultSchema, credentialMessages.phoneSent),
    400: failure(
      [
        credentialMessages.phoneInvalid,
        credentialMessages.phoneNotRequested,
        credentialMessages.phoneRefused,
        unknownField,
      ].join('; '),
    ),
  },
});

export const resendPhone = credentialRoute({
  operationId: 'resendPhone',
  method: 'post',
  path: '/{id}/resend_phone',
  tags,
  summary: 'Ask the network to request the phone number again',
  responses: {
    200: success(CredentialActionResultSchema, credentialMessages.phoneResent),
    400: failure(credentialMessages.phoneNotRequested),
  },
});

export const setTwoFactor = credentialRoute({
  operationId: 'setTwoFactor',
  method: 'put',
  path: '/{id}/two_factor',
  tags,
  summary: 'Store the mailbox that receives the two-step codes; logs in when the network waits for it',
  request: { body: jsonBody(twoFactorInput) },
  responses: {
    200: success(CredentialActionResultSchema, credentialMessages.twoFactorSet),
    400: failure(
      [
        `username: ${credentialMessages.twoFactorUsernameRequired}`,
        `username: ${credentialMessages.twoFactorUsernameEmail}`,
        `password: ${credentialMessages.twoFactorPasswordRequired}`,
        credentialMessages.twoFactorUnsupported,
        credentialMessages.twoFactorWrong,
        credentialMessages.twoFactorLocked,
        unknownField,
      ].join('; '),
    ),
  },
});

export const verifyEmail = credentialRoute({
  operationId: 'verifyEmail',
  method: 'post',
  path: '/{id}/verify_email',
  tags,
  summary: "The user confirmed the network's email; the login continues",
  responses: {
    200: success(CredentialActionResultSchema, credentialMessages.emailVerified),
    400: failure(credentialMessages.verifyEmailNotRequired),
  },
});

export const doAuth = credentialRoute({
  operationId: 'doAuth',
  method: 'post',
  path: '/{id}/do_auth',
  tags,
  summary: 'Try the login again (an authorized account with nothing pending is left as it is)',
  responses: {
    200: success(
      CredentialActionResultSchema,
      `${credentialMessages.authRequested}; ${credentialMessages.alreadyAuthorized}`,
    ),
  },
});

export const setAutomationType = credentialRoute({
  operationId: 'setAutomationType',
  method: 'post',
  path: '/{id}/automation_type',
  tags,
  summary: 'Switch between cloud and extension (cloud needs a country and a password first)',
  request: { body: jsonBody(automationTypeInput) },
  responses: {
    200: success(CredentialAutomationTypeResultSchema, 'NEEDS_LOCATION, NEEDS_PASSWORD or SUCCESS'),
    400: failure(
      [
        `automation_type: ${credentialMessages.automationType}`,
        badLocation,
        `password: ${credentialMessages.invalidPassword}`,
        credentialMessages.body,
      ].join('; '),
    ),
    402: failure(`${credentialMessages.noCloudSeats}; ${credentialMessages.noExtensionSeats}`),
  },
});

export const getOnboardingInfo = credentialRoute({
  operationId: 'getOnboardingInfo',
  method: 'get',
  path: '/{id}/onboarding_info',
  tags,
  summary: 'Where the add flow resumes for this credential',
  responses: {
    200: success(CredentialOnboardingInfoSchema, 'The step and what the flow knows'),
  },
});

export const getBlacklist = credentialRoute({
  operationId: 'getBlacklist',
  method: 'get',
  path: '/{id}/blacklist',
  tags,
  summary: "The credential's blacklist, in the user's order",
  responses: {
    200: success(CredentialBlacklistSchema, 'The values'),
  },
});

export const setBlacklist = credentialRoute({
  operationId: 'setBlacklist',
  method: 'put',
  path: '/{id}/blacklist',
  tags,
  summary: 'Replace the whole blacklist (blank values dropped, duplicates ignoring case kept once)',
  request: { body: jsonBody(blacklistInput) },
  responses: {
    200: success(CredentialBlacklistSchema, 'The values as saved'),
    400: failure(
      [
        `values: ${credentialMessages.blacklistTooLong}`,
        `values.0: ${credentialMessages.blacklistValueTooLong}`,
        unknownField,
      ].join('; '),
    ),
  },
});

export const getProxy = credentialRoute({
  operationId: 'getProxy',
  method: 'get',
  path: '/{id}/proxy',
  tags,
  summary: "The credential's proxy settings and the proxy it goes out through",
  responses: {
    200: success(CredentialProxySchema, 'The proxy'),
  },
});

export const setProxy = credentialRoute({
  operationId: 'setProxy',
  method: 'post',
  path: '/{id}/proxy',
  tags,
  summary: 'Country, proxy type, custom proxy or none; a changed setting gets a new proxy',
  request: { body: jsonBody(proxySettingsInput) },
  responses: {
    200: success(CredentialProxySchema, 'The proxy as it is now'),
    400: failure(
      [
        badLocation,
        `proxy_type: ${credentialMessages.proxyType}`,
        `custom_proxy.proxy_address: ${credentialMessages.proxyAddressOrDomain}`,
        credentialMessages.body,
      ].join('; '),
    ),
  },
});

export const refreshProxy = credentialRoute({
  operationId: 'refreshProxy',
  method: 'post',
  path: '/{id}/refresh_proxy',
  tags,
  summary: 'A fresh proxy from the pool, at most 2 times a day',
  responses: {
    200: success(CredentialProxySchema, 'The proxy as it is now'),
    400: failure(`${credentialMessages.proxyRefreshNone}; ${credentialMessages.proxyRefreshCustom}`),
    429: {
      ...failure(credentialMessages.proxyRefreshLimit),
      headers: z.object({
        'Retry-After': z
          .string()
          .openapi({ description: 'Seconds until the oldest refresh of the day expires' }),
      }),
    },
  },
});
