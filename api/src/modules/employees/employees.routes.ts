/**
 * The declarations of /employees (issue 28, spec ai-telephony §7 "AI Employees"), each named by its
 * operationId; the handlers are in employees.handlers.ts. Every route is behind the plan feature
 * ai_employee_messages (§6).
 */
import { employeeMessages } from '@outreach/core/ai';
import { credentialMessages } from '../credentials';
import { failure, idParams, jsonBody, success, z } from '../../openapi/contract';
import { featureRoute, workspaceAdminFailures } from '../../openapi/route-kinds';
import { requireSpaceAdmin } from '../../platform/space-access';
import {
  BindingSchema,
  bindInput,
  EmployeeProfileSchema,
  EmployeeSchema,
  EmployeesPageSchema,
  employeesMessages,
  listEmployeesQuery,
  PredefinedSettingsSchema,
  profilesQuery,
  SavedEmployeeSchema,
  StatisticsSchema,
  saveEmployeeInput,
  statisticsQuery,
  unbindInput,
  updateEmployeeInput,
} from './employees.schema';

const tags = ['AI Employees'] as const;
const employeeRoute = featureRoute('ai_employee_messages', 'unlimited');
/**
 * spec ai-telephony §6: "Workspace admins manage AI Employees at workspace level". Members read
 * them (list, one, profiles, statistics, the company's settings); creating, changing, deleting
 * and binding are the admins' (platform admins count), refused before the body is read.
 */
const adminsOnly = { middleware: requireSpaceAdmin } as const;
const adminOnly403 = workspaceAdminFailures[403];

const settingsFailure = failure(
  [
    employeeMessages.allFields,
    employeeMessages.fieldTooLong,
    employeeMessages.questionTooLong,
    employeeMessages.answerTooLong,
    employeeMessages.faqFields,
  ].join('; '),
);
const bindFailures = {
  404: failure(
    [
      employeesMessages.notFound,
      employeesMessages.profileNotFound,
      credentialMessages.notFound,
      employeesMessages.notBound,
    ].join('; '),
  ),
};

export const createEmployee = employeeRoute({
  operationId: 'createEmployee',
  method: 'post',
  path: '/',
  tags,
  ...adminsOnly,
  summary:
    'Save a new AI Employee (§3 save payload), bound to credentials_id when given; manual approval by default; the campaigns asked for are stored, not generated yet',
  request: { body: jsonBody(saveEmployeeInput) },
  responses: {
    403: adminOnly403,
    201: success(SavedEmployeeSchema, 'The employee and its campaigns (none generated yet)'),
    400: settingsFailure,
    404: bindFailures[404],
    409: failure(employeesMessages.alreadyBound),
  },
});

export const listEmployees = employeeRoute({
  operationId: 'listEmployees',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's AI Employees, newest first (offset, limit 25)",
  request: { query: listEmployeesQuery },
  responses: { 200: success(EmployeesPageSchema, 'A page of employees and the total') },
});

export const listEmployeeProfiles = employeeRoute({
  operationId: 'listEmployeeProfiles',
  method: 'get',
  path: '/employee_profiles',
  tags,
  summary: 'The personas an AI Employee can wear (those of the JSON list `profiles`, or all)',
  request: { query: profilesQuery },
  responses: {
    200: success(z.array(EmployeeProfileSchema), 'Profiles'),
    400: failure(employeesMessages.badJsonList),
  },
});

export const employeeStatistics = employeeRoute({
  operationId: 'employeeStatistics',
  method: 'get',
  path: '/statistics',
  tags,
  summary:
    'Per employee (the JSON list `employees`, or all), a series per UTC day of the last `days` (30): emails_sent, messages_sent, replies, meetings_booked',
  request: { query: statisticsQuery },
  responses: {
    200: success(StatisticsSchema, 'Series and totals'),
    400: failure(employeesMessages.badJsonList),
  },
});

export const loadEmployeeFromCompany = employeeRoute({
  operationId: 'loadEmployeeFromCompany',
  method: 'get',
  path: '/load_from_company',
  tags,
  summary: "Predefined employee settings from the workspace's latest finished company research",
  responses: {
    200: success(PredefinedSettingsSchema, 'Settings for the builder to start from'),
    404: failure(employeesMessages.noResearch),
  },
});

export const bindEmployee = employeeRoute({
  operationId: 'bindEmployee',
  method: 'post',
  path: '/bind',
  tags,
  ...adminsOnly,
  summary:
    'Bind an employee to a credential the member may use (one employee per credential: a credential bound to another is refused)',
  request: { body: jsonBody(bindInput) },
  responses: {
    403: adminOnly403,
    200: success(BindingSchema, 'The binding'),
    ...bindFailures,
    409: failure(employeesMessages.alreadyBound),
  },
});

export const unbindEmployee = employeeRoute({
  operationId: 'unbindEmployee',
  method: 'post',
  path: '/unbind',
  tags,
  ...adminsOnly,
  summary: "Remove the credential's employee",
  request: { body: jsonBody(unbindInput) },
  responses: {
    403: adminOnly403,
    200: success(BindingSchema, 'The binding removed'),
    ...bindFailures,
  },
});

export const enableEmployee = employeeRoute({
  operationId: 'enableEmployee',
  method: 'post',
  path: '/enable',
  tags,
  ...adminsOnly,
  summary: 'Let the employee work the credential it is bound to',
  request: { body: jsonBody(bindInput) },
  responses: {
    403: adminOnly403,
    200: success(BindingSchema, 'The binding'),
    ...bindFailures,
  },
});

export const disableEmployee = employeeRoute({
  operationId: 'disableEmployee',
  method: 'post',
  path: '/disable',
  tags,
  ...adminsOnly,
  summary: 'Stop the employee working the credential it is bound to (the binding stays)',
  request: { body: jsonBody(bindInput) },
  responses: {
    403: adminOnly403,
    200: success(BindingSchema, 'The binding'),
    ...bindFailures,
  },
});

export const getEmployee = employeeRoute({
  operationId: 'getEmployee',
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'An AI Employee',
  request: { params: idParams },
  responses: { 200: success(EmployeeSchema, 'The employee'), 404: failure(employeesMessages.notFound) },
});

export const updateEmployee = employeeRoute({
  operationId: 'updateEmployee',
  method: 'patch',
  path: '/{id}',
  tags,
  ...adminsOnly,
  summary: 'Change an AI Employee (any part of the save payload, and enabled)',
  request: { params: idParams, body: jsonBody(updateEmployeeInput) },
  responses: {
    403: adminOnly403,
    200: success(EmployeeSchema, 'The employee as it is now'),
    400: settingsFailure,
    404: failure(`${employeesMessages.notFound}; ${employeesMessages.profileNotFound}`),
  },
});

export const deleteEmployee = employeeRoute({
  operationId: 'deleteEmployee',
  method: 'delete',
  path: '/{id}',
  tags,
  ...adminsOnly,
  summary: 'Delete an AI Employee and its bindings',
  request: { params: idParams },
  responses: {
    403: adminOnly403,
    200: success(z.object({ id: z.string() }), 'Deleted'),
    404: failure(employeesMessages.notFound),
  },
});
