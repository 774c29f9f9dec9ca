import { defaultMessagingSettings, targetingSchema } from '@outreach/core/ai';
import { type MockHandler, mockApi } from '../../../mock-api.test-support';
import type { Employee, EmployeeProfile } from './employees-api';

export const profiles: EmployeeProfile[] = [
  { id: 'ava', name: 'Ava Mitchell', photo: '/ava.png', description: 'Friendly and direct' },
  { id: 'ben', name: 'Ben Ortiz', photo: '/ben.png', description: 'Calm and precise' },
  { id: 'cleo', name: 'Cleo Park', photo: '/cleo.png', description: 'Warm and curious' },
];

export function employee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: 'emp-1',
    space: 'space-1',
    name: 'Ava Mitchell',
    profile: profiles[0] as EmployeeProfile,
    campaigns_count: 2,
    employee_settings: {
      objective: {
        problem: 'Slow hiring',
        solution: 'Our ATS',
        contact_reason: 'Growth',
        language: 'french',
        tone: 'casual',
      },
      cases: [],
      free_value: [],
      faq: [{ question: 'Price?', answer: 'Ask sales' }],
    },
    targeting: targetingSchema.parse({ job_title: [{ name: 'CTO', value: 'CTO' }] }),
    messaging_settings: defaultMessagingSettings('user-1'),
    calendly_event: 'event-1',
    calendly_user: 'calendly-user-1',
    enabled: true,
    bindings: [{ credentials_id: 'cred-1', profile_id: 'ava', employee_id: 'emp-1', enabled: true }],
    created_at: '2026-12-01T10:00:00.000Z',
    updated_at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The employees API of one workspace, with `items` listed and the sandbox model in use. */
export function employeesApi(items: Employee[] = [], handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /employees': () => ({ payload: { items, total: items.length, sandbox_model: true } }),
    'GET /employees/employee_profiles': () => ({ payload: profiles }),
    'POST /employees': (call) => {
      // As the server answers: the campaigns asked for are started (building), one per count.
      const requested =
        (call.body as { generate_campaigns?: Record<string, number> }).generate_campaigns ?? null;
      const count = Object.values(requested ?? {}).reduce((sum, value) => sum + value, 0);
      return {
        payload: {
          employee: employee({ name: 'Ava Mitchell' }),
          generate_campaigns: {
            requested,
            status: count > 0 ? 'building' : 'not_started',
            error: null,
            campaigns: Array.from({ length: count }, (_, index) => ({
              _id: `magic-${index}`,
              name: `Magic ${index}`,
            })),
          },
        },
      };
    },
    'PATCH /employees/*': () => ({ payload: employee({ name: 'Ava Mitchell' }) }),
    // Calendly connected by user-1 (remotes/ai/src/calendly), with one event type.
    'GET /integrations/calendly/users': () => ({
      payload: [
        {
          id: 'user-1',
          first_name: 'Dana',
          last_name: 'Sender',
          user_avatar: null,
          calendly_token: { id: 'token-1', calendly_user_id: 'calendly-user-1' },
          calendly_error: null,
        },
      ],
    }),
    'GET /integrations/calendly/*/event_types': () => ({ payload: [{ _id: 'event-1', name: 'Intro call' }] }),
    ...handlers,
  });
}
