/**
 * The workspace's AI Employees (spec ai-telephony §2 /preferences/workspace/ai-employees, §6:
 * admins manage, members read): the list, 25 a page (§9), create and edit through the builder,
 * delete, the accounts each is bound to, and the statistics chart. The shell's preferences page
 * mounts this (expose/Employees.tsx); the feature gate ai_employee_messages is the shell's.
 */
import { employeeLimits } from '@outreach/core/ai';
import { Button, ConfirmDialog, EmptyState, ErrorPanel, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { lazy, Suspense, useState } from 'react';
import { BuilderHost, type BuilderRequest } from '../builder/BuilderHost';
import { draftOf } from '../builder/builder-state';
import { type Employee, useDeleteEmployee, useEmployees } from '../employees-api';
import { ensureEmployeesStyles } from '../employees.styles';
import { ResumeOnboardingDialog } from '../onboarding/ResumeOnboardingDialog';
import { useStartCreating } from '../onboarding/useStartCreating';
import { SandboxNotice } from '../SandboxNotice';
import { EmployeeRow } from './EmployeeRow';

const EmployeeStatistics = lazy(() => import('./EmployeeStatistics'));

export function EmployeesPreferences({ canManage }: { canManage: boolean }) {
  const t = useT('aiEmployees');
  ensureEmployeesStyles();
  const [offset, setOffset] = useState(0);
  const page = useEmployees(offset);
  const credentials = useCredentials().data ?? [];
  const remove = useDeleteEmployee();
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [builder, setBuilder] = useState<BuilderRequest | null>(null);
  const creating = useStartCreating(setBuilder);

  if (page.isPending) return <Spinner />;
  if (page.isError) return <ErrorPanel message={page.error.message} onRetry={() => void page.refetch()} />;
  const { items, total, sandbox_model } = page.data;
  return (
    <div className="ai-employees">
      {sandbox_model ? <SandboxNotice /> : null}
      {canManage ? (
        <div className="ai-employees__toolbar">
          <Button onClick={creating.start}>{t('list.create')}</Button>
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')} />
      ) : (
        <table className="ai-employees__table">
          <thead>
            <tr>
              <th>{t('list.name')}</th>
              <th>{t('list.mode')}</th>
              <th>{t('list.campaigns')}</th>
              <th>{t('list.accounts')}</th>
              <th>
                <span className="ds-visually-hidden">{t('list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((employee) => (
              <EmployeeRow
                key={employee.id}
                employee={employee}
                credentials={credentials}
                canManage={canManage}
                onEdit={() => setBuilder({ draft: draftOf(employee), employee })}
                onDelete={() => setDeleting(employee)}
              />
            ))}
          </tbody>
        </table>
      )}
      {total > employeeLimits.pageSize ? (
        <div className="ai-employees__toolbar">
          <Button
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - employeeLimits.pageSize))}
          >
            {t('list.previous')}
          </Button>
          <span>{t('list.range', { from: offset + 1, to: offset + items.length, total })}</span>
          <Button
            variant="secondary"
            disabled={offset + employeeLimits.pageSize >= total}
            onClick={() => setOffset(offset + employeeLimits.pageSize)}
          >
            {t('list.next')}
          </Button>
        </div>
      ) : null}
      {items.length > 0 ? (
        <Suspense fallback={<Spinner />}>
          <EmployeeStatistics ids={items.map((employee) => employee.id)} />
        </Suspense>
      ) : null}
      {creating.element}
      {canManage ? <ResumeOnboardingDialog /> : null}
      <BuilderHost request={builder} onClose={() => setBuilder(null)} />
      {deleting ? (
        <ConfirmDialog
          title={t('list.deleteTitle', { name: deleting.name })}
          cancelLabel={t('builder.cancel')}
          confirmLabel={t('list.delete')}
          onClose={() => setDeleting(null)}
          confirm={{
            variant: 'danger',
            loading: remove.isPending,
            onClick: () => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) }),
          }}
        >
          <p>{t('list.deleteText')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
