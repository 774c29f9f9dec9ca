import type { GenerateCampaigns } from '@outreach/core/ai';
/**
 * The AI Employee builder modal (spec ai-telephony §2: 1140x680, six steps, numbered navigation,
 * the profile carousel and "How it works" aside, Back hidden on the first step, Next until the
 * last, "setup" or "update" there only once the scheduling service is connected; the abort
 * dialog). Saves with POST or PATCH /employees (§3 save payload) and says so in a toast.
 */
import { builderSteps } from '@outreach/core/ai';
import { Button, ConfirmDialog, ErrorText, Modal, showNotification } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { useEffect, useState } from 'react';
import {
  type Employee,
  type SavedEmployee,
  useProfiles,
  useSandboxModel,
  useSaveEmployee,
} from '../employees-api';
import { joinAiRoomNow } from '../../magic/CreateOutreachCampaignsModal';
import { ensureEmployeesStyles } from '../employees.styles';
import { SandboxNotice } from '../SandboxNotice';
import { type BuilderDraft, defaultGenerateCampaigns, savePayload } from './builder-state';
import { ProfileCarousel } from './ProfileCarousel';
import { useRuleMessage } from './rule-message';
import { StepNav } from './StepNav';
import { BuilderStepBody } from './steps/BuilderStepBody';
import { useWizard } from './wizard';

export interface EmployeeBuilderProps {
  /** The starting state: a new draft, one from the company's research, or an employee's. */
  initial: BuilderDraft;
  /** The employee being updated, or null to create one. */
  employee: Employee | null;
  credentialsId: string | null;
  onClose: () => void;
  /** After a save: the answer of POST (with the campaigns asked for) or PATCH. */
  onSaved: (saved: SavedEmployee | Employee) => void;
  /**
   * A creation asking for campaigns is being sent (with the counts asked for), or its request
   * failed (null): the campaigns modal opens before the save, so nothing built is missed.
   */
  onCampaignsAsked?: (requested: GenerateCampaigns | null) => void;
}

export function EmployeeBuilder({
  initial,
  employee,
  credentialsId,
  onClose,
  onSaved,
  onCampaignsAsked,
}: EmployeeBuilderProps) {
  const t = useT('aiEmployees');
  ensureEmployeesStyles();
  const space = useSession((state) => state.space);
  const [draft, setDraft] = useState(initial);
  const [aborting, setAborting] = useState(false);
  const wizard = useWizard(draft, setDraft);
  const profiles = useProfiles().data ?? [];
  const sandbox = useSandboxModel();
  const save = useSaveEmployee();
  const ruleMessage = useRuleMessage();
  const firstProfile = profiles[0]?.id;
  useEffect(() => {
    if (firstProfile && draft.profile === null)
      setDraft((current) => ({ ...current, profile: firstProfile }));
  }, [firstProfile, draft.profile]);

  const change = (part: Partial<BuilderDraft>) => setDraft((current) => ({ ...current, ...part }));
  const updating = employee !== null;
  const schedulingConnected = draft.calendly_user !== null;
  const finish = async () => {
    if (!wizard.validateCurrent()) return;
    const generateCampaigns = updating ? null : defaultGenerateCampaigns;
    const body = savePayload(draft, { space, credentialsId, generateCampaigns });
    if (generateCampaigns) {
      onCampaignsAsked?.(generateCampaigns);
      // The page listens in the AI room before any campaign can be built (announcements are not replayed).
      await joinAiRoomNow();
    }
    save.mutate(
      { id: employee?.id ?? null, body },
      {
        onError: () => {
          if (generateCampaigns) onCampaignsAsked?.(null);
        },
        onSuccess: (saved) => {
          const name = 'employee' in saved ? saved.employee.name : saved.name;
          showNotification({
            type: 'success',
            title: updating ? t('builder.updated', { name }) : t('builder.created', { name }),
          });
          onSaved(saved);
        },
      },
    );
  };

  return (
    <>
      <Modal
        open
        onClose={() => setAborting(true)}
        title={updating ? t('builder.titleUpdate') : t('builder.title')}
        width={1140}
        height={680}
        className="ai-builder"
        footer={
          <>
            {wizard.isFirst ? null : (
              <Button variant="secondary" onClick={wizard.back}>
                {t('builder.back')}
              </Button>
            )}
            {wizard.isLast ? null : <Button onClick={wizard.next}>{t('builder.next')}</Button>}
            {wizard.isLast && schedulingConnected ? (
              <Button onClick={finish} loading={save.isPending}>
                {updating ? t('builder.update') : t('builder.setup')}
              </Button>
            ) : null}
          </>
        }
      >
        <div className="ai-builder__layout">
          <aside className="ai-builder__aside">
            <ProfileCarousel
              profiles={profiles}
              value={draft.profile}
              onChange={(profile) => change({ profile })}
            />
            <h3>{t('builder.howItWorks')}</h3>
            <p>{t('builder.howItWorksText')}</p>
          </aside>
          <div className="ai-builder__main">
            {sandbox ? <SandboxNotice /> : null}
            <StepNav current={wizard.index} onJump={wizard.jump} />
            <h3>{t(`builder.steps.${builderSteps[wizard.index] ?? 'targeting'}`)}</h3>
            <BuilderStepBody step={wizard.step} draft={draft} change={change} credentialsId={credentialsId} />
            {wizard.error ? <ErrorText>{ruleMessage(wizard.error)}</ErrorText> : null}
            {save.error ? <ErrorText>{save.error.message}</ErrorText> : null}
          </div>
        </div>
      </Modal>
      <ConfirmDialog
        open={aborting}
        onClose={() => setAborting(false)}
        title={t('builder.abortTitle')}
        cancelLabel={t('builder.cancel')}
        confirmLabel={t('builder.confirm')}
        confirm={{ variant: 'danger', onClick: onClose }}
      >
        <p>{t('builder.abortText')}</p>
      </ConfirmDialog>
    </>
  );
}
