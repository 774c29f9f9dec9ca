/**
 * The AI Employee screens' calls (spec ai-telephony §7 "AI Employees", "Company research") through
 * the typed client, and their react-query hooks, keyed by workspace so switching one never shows
 * the other's employees.
 */
import type { ApiBody, ApiPayload, ApiSchema } from '@outreach/core/contract';
import { api, useSession } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type Employee = ApiSchema<'AiEmployee'>;
export type EmployeeProfile = ApiSchema<'AiEmployeeProfile'>;
export type Binding = ApiSchema<'AiEmployeeBinding'>;
export type EmployeesPage = ApiPayload<'get', '/employees'>;
export type SaveEmployeeBody = ApiBody<'post', '/employees'>;
export type UpdateEmployeeBody = ApiBody<'patch', '/employees/{id}'>;
export type SavedEmployee = ApiPayload<'post', '/employees'>;
export type Statistics = ApiPayload<'get', '/employees/statistics'>;
export type PredefinedSettings = ApiPayload<'get', '/employees/load_from_company'>;
export type BindingBody = ApiBody<'post', '/employees/bind'>;
export type CompanyResearches = ApiSchema<'CompanyResearches'>;

const employeesKey = (space: string | null) => ['space', space, 'employees'] as const;

/** GET /employees: a page of 25 (§9), with `sandbox_model` for the sandbox notice. */
export function useEmployees(offset = 0) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: [...employeesKey(space), 'page', offset],
    queryFn: () => api.GET('/employees', { query: { offset } }),
  });
}

/** Whether the AI writes with the sandbox model (the first page's answer says it). */
export function useSandboxModel(): boolean {
  return useEmployees(0).data?.sandbox_model === true;
}

/** GET /employees/employee_profiles: every persona, for the builder's carousel. */
export function useProfiles() {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: [...employeesKey(space), 'profiles'],
    queryFn: () => api.GET('/employees/employee_profiles'),
    staleTime: 5 * 60_000,
  });
}

/** GET /employees/statistics for the employees shown (30 days). */
export function useStatistics(ids: string[]) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: [...employeesKey(space), 'statistics', ids],
    queryFn: () => api.GET('/employees/statistics', { query: { employees: JSON.stringify(ids) } }),
    enabled: ids.length > 0,
  });
}

/** Every change re-reads the lists, the statistics and the profiles of this workspace. */
function useInvalidateEmployees() {
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employeesKey(space) });
}

/** POST /employees (create) or PATCH /employees/{id} (update). */
export function useSaveEmployee() {
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: (input: { id: string | null; body: SaveEmployeeBody }): Promise<SavedEmployee | Employee> => {
      if (input.id === null) return api.POST('/employees', { body: input.body });
      const { credentials_id: _credentials, ...body } = input.body;
      return api.PATCH('/employees/{id}', { path: { id: input.id }, body });
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEmployee() {
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/employees/{id}', { path: { id } }),
    onSuccess: () => invalidate(),
  });
}

export type BindingAction = 'bind' | 'unbind' | 'enable' | 'disable';

/** POST /employees/bind, /unbind, /enable, /disable with the employee identity of §3. */
export function useBindingAction() {
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: ({ action, body }: { action: BindingAction; body: BindingBody }) => {
      switch (action) {
        case 'bind':
          return api.POST('/employees/bind', { body });
        case 'unbind':
          return api.POST('/employees/unbind', {
            body: { profile_id: body.profile_id, credentials_id: body.credentials_id },
          });
        case 'enable':
          return api.POST('/employees/enable', { body });
        case 'disable':
          return api.POST('/employees/disable', { body });
      }
    },
    onSuccess: () => invalidate(),
  });
}

export function loadFromCompany(): Promise<PredefinedSettings> {
  return api.GET('/employees/load_from_company');
}

export function startCompanyResearch(
  body: ApiBody<'post', '/ai/company_researches'>,
): Promise<CompanyResearches> {
  return api.POST('/ai/company_researches', { body });
}

/** While the onboarding's research is pending it is read again this often (§2 company-searching). */
export const researchPollMs = 2_000;

/** One research of GET /ai/company_researches, polled until it is done or failed. */
export function useCompanyResearch(researchId: string | null) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: ['space', space, 'company-researches'],
    queryFn: () => api.GET('/ai/company_researches'),
    enabled: researchId !== null,
    select: (answer) => answer.company_researches.find((research) => research._id === researchId),
    refetchInterval: (query) =>
      query.state.data?.company_researches.some(
        (research) => research._id === researchId && research.status === 'pending',
      )
        ? researchPollMs
        : false,
  });
}
