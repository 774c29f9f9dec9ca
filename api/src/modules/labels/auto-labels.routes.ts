/**
 * The declarations of /labels/auto_rules (spec platform §2 /preferences/workspace/auto-labels/{id};
 * §7 names no call, so the paths are ours: docs/decisions.md "Auto-labels"), each named by its
 * operationId; the handlers are in auto-labels.handlers.ts.
 */
import { failure, idParams, jsonBody, success, z } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import {
  AutoLabelRuleSchema,
  autoLabelMessages,
  createAutoLabelRuleInput,
  maxPhraseLength,
  maxPhrases,
  updateAutoLabelRuleInput,
} from './auto-labels.schema';
import { labelMessages } from './labels.schema';

const tags = ['Labels'] as const;

export const listAutoLabelRules = workspaceRoute({
  operationId: 'listAutoLabelRules',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's auto-label rules, with their label's name and colour",
  responses: {
    200: success(z.array(AutoLabelRuleSchema), 'AI rules first, then keyword rules, in label order'),
  },
});

export const createAutoLabelRule = workspaceRoute({
  operationId: 'createAutoLabelRule',
  method: 'post',
  path: '/',
  tags,
  summary: 'Create an auto-label rule: AI auto-labelling for an AI label, or keywords for any label',
  request: { body: jsonBody(createAutoLabelRuleInput) },
  responses: {
    201: success(AutoLabelRuleSchema, 'The new rule'),
    400: failure(
      [
        autoLabelMessages.aiNeedsAiLabel,
        autoLabelMessages.phrasesRequired,
        `Give at most ${maxPhrases} phrases`,
        `message can not be longer than ${maxPhraseLength}`,
      ].join('; '),
    ),
    404: failure(labelMessages.notFound),
    409: failure(autoLabelMessages.ruleTaken),
  },
});

export const updateAutoLabelRule = workspaceRoute({
  operationId: 'updateAutoLabelRule',
  method: 'put',
  path: '/{id}',
  tags,
  summary: "Change a rule's phrases or turn it on or off",
  request: { params: idParams, body: jsonBody(updateAutoLabelRuleInput) },
  responses: {
    200: success(AutoLabelRuleSchema, 'The rule as it is now'),
    400: failure(`${autoLabelMessages.nothingToUpdate}; ${autoLabelMessages.phrasesRequired}`),
    404: failure(autoLabelMessages.notFound),
  },
});

export const deleteAutoLabelRule = workspaceRoute({
  operationId: 'deleteAutoLabelRule',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete an auto-label rule (labels already put on stay)',
  request: { params: idParams },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted rule'),
    404: failure(autoLabelMessages.notFound),
  },
});
