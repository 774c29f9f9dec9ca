/**
 * The DNS check of a mailbox's domain (issue 29: "the same DNS check is offered for the domain of
 * every mailbox connected in Integrations"). The path sits beside the integration's own calls
 * (`/integrations/{provider}/{id}/add_smtp`, outreach §7); the spec does not show it.
 */
import { failure, success } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { DomainCheckSchema, mailboxParams, mailDomainMessages } from './mail-domains.schema';

export const checkMailboxDns = workspaceRoute({
  operationId: 'checkMailboxDns',
  method: 'get',
  path: '/{provider}/{id}/dns_check',
  tags: ['Email integrations'],
  summary:
    "Look up the SPF, DKIM (at the usual selectors), DMARC and MX records of a mailbox's domain and say what is wrong",
  request: { params: mailboxParams },
  responses: {
    200: success(DomainCheckSchema, 'Each record with its status and, when it is not ok, what is wrong'),
    400: failure(`${mailDomainMessages.noAddress}; ${mailDomainMessages.noDomain}`),
    404: failure(mailDomainMessages.mailboxNotFound),
  },
});
