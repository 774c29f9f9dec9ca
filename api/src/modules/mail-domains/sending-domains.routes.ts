/**
 * The AI email service's domains (issue 29; spec ai-telephony §2 "/mailboxes … domains"). The spec
 * shows no calls for them: they sit under /ai_email/domains, in the style of the other areas.
 * Every route needs the plan feature ai_domain.
 */
import { billingMessages } from '@outreach/core/billing';
import { failure, idParams, jsonBody, success, z } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import {
  BoughtDomainSchema,
  DomainOfferSchema,
  domainNameInput,
  SendingDomainDetailSchema,
  SendingDomainSchema,
} from './sending-domains.schema';
import { sendingDomainMessages } from './sending-domains.service';

const tags = ['Email integrations'] as const;
const domainRoute = featureRoute('ai_domain', 'unlimited');
const notEnoughCredits = `${billingMessages.notEnoughCredits}; ${billingMessages.contactSalesCredits}; ${billingMessages.memberCapReached}`;

export const listSendingDomains = domainRoute({
  operationId: 'listSendingDomains',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's sending domains, newest first",
  responses: { 200: success(z.array(SendingDomainSchema), 'The domains') },
});

export const checkDomainAvailability = domainRoute({
  operationId: 'checkDomainAvailability',
  method: 'get',
  path: '/availability',
  tags,
  summary: 'Whether a domain can be bought, and its price in credits',
  request: { query: domainNameInput },
  responses: {
    200: success(DomainOfferSchema, 'The offer'),
    400: failure(sendingDomainMessages.invalid),
  },
});

export const buySendingDomain = domainRoute({
  operationId: 'buySendingDomain',
  method: 'post',
  path: '/',
  tags,
  summary: 'Buy a domain: its price charged in credits ("AI domain"), then registering until ready',
  request: { body: jsonBody(domainNameInput) },
  responses: {
    201: success(BoughtDomainSchema, 'The domain, registering, with its records to publish'),
    400: failure(sendingDomainMessages.invalid),
    402: failure(notEnoughCredits),
    409: failure(sendingDomainMessages.taken),
  },
});

export const getSendingDomain = domainRoute({
  operationId: 'getSendingDomain',
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'A domain with its records to publish and its last DNS check',
  request: { params: idParams },
  responses: {
    200: success(SendingDomainDetailSchema, 'The domain'),
    404: failure(sendingDomainMessages.notFound),
  },
});

export const recheckSendingDomain = domainRoute({
  operationId: 'recheckSendingDomain',
  method: 'post',
  path: '/{id}/check',
  tags,
  summary: "Look the domain's records up now (the job does it every hour for ready domains)",
  request: { params: idParams },
  responses: {
    200: success(SendingDomainDetailSchema, 'The domain with the new check'),
    404: failure(sendingDomainMessages.notFound),
  },
});

export const deleteSendingDomain = domainRoute({
  operationId: 'deleteSendingDomain',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Stop using a domain: its key and records go; the registration is not cancelled',
  request: { params: idParams },
  responses: {
    200: success(z.object({ id: z.string() }), 'The deleted domain'),
    404: failure(sendingDomainMessages.notFound),
  },
});
