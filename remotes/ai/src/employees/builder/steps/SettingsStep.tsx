import {
  approvalModes,
  employeeLimits,
  employeePriorities,
  followUpTimings,
  type MessagingSettings,
} from '@outreach/core/ai';
import { Checkbox, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useAccount } from '@outreach/sdk/account';
import { useId } from 'react';
import { CalendlySettings } from '../../../calendly/CalendlySettings';
import type { StepProps } from './step-props';

/**
 * §2 Settings step: the Calendly user and event (the Calendly settings block), the approval mode (manual shows its menu of
 * follow-up timing, assignee and priority, §4), the follow-up switch and its count slider, 1 to 5,
 * disabled while follow-up is off (§5).
 */
export function SettingsStep({ draft, change, credentialsId }: StepProps & { credentialsId: string | null }) {
  const t = useT('aiEmployees');
  const members = useAccount().data?.users ?? [];
  const sliderId = useId();
  const messaging = draft.messaging_settings;
  const set = (part: Partial<MessagingSettings>) => change({ messaging_settings: { ...messaging, ...part } });
  const setManual = (part: Partial<MessagingSettings['manual_settings']>) =>
    set({ manual_settings: { ...messaging.manual_settings, ...part } });
  return (
    <div className="ai-builder__fields">
      <CalendlySettings
        credentialsId={credentialsId}
        value={{ user: draft.calendly_user, event: draft.calendly_event }}
        onChange={(value) => change({ calendly_user: value.user, calendly_event: value.event })}
      />
      <Select
        label={t('settings.mode')}
        value={messaging.mode}
        options={approvalModes.map((mode) => ({ value: mode, label: t(`settings.modes.${mode}`) }))}
        onChange={(event) => set({ mode: event.target.value === 'automatic' ? 'automatic' : 'manual' })}
      />
      {messaging.mode === 'manual' ? (
        <fieldset className="ai-builder__item" aria-label={t('settings.manualMenu')}>
          <Select
            label={t('settings.followUp')}
            value={messaging.manual_settings.follow_up}
            options={followUpTimings.map((timing) => ({
              value: timing,
              label: t(`settings.timings.${timing}`),
            }))}
            onChange={(event) =>
              setManual({ follow_up: followUpTimings.find((timing) => timing === event.target.value) })
            }
          />
          <Select
            label={t('settings.assignee')}
            value={messaging.manual_settings.assignee ?? ''}
            placeholder={t('settings.nobody')}
            options={members.map((member) => ({ value: member._id, label: member.full_name }))}
            onChange={(event) => setManual({ assignee: event.target.value || null })}
          />
          <Select
            label={t('settings.priority')}
            value={String(messaging.manual_settings.priority)}
            options={Object.entries(employeePriorities).map(([name, value]) => ({
              value: String(value),
              label: t(`settings.priorities.${name as keyof typeof employeePriorities}`),
            }))}
            onChange={(event) =>
              setManual({
                priority: Object.values(employeePriorities).find(
                  (value) => String(value) === event.target.value,
                ),
              })
            }
          />
        </fieldset>
      ) : null}
      <Checkbox
        variant="switch"
        label={t('settings.followUpEnabled')}
        checked={messaging.is_follow_up_enabled}
        onChange={(event) => set({ is_follow_up_enabled: event.target.checked })}
      />
      <label htmlFor={sliderId} className="ai-builder__slider">
        {t('settings.followUps', { count: messaging.number_of_follow_ups })}
        <input
          id={sliderId}
          type="range"
          min={employeeLimits.followUpsMin}
          max={employeeLimits.followUpsMax}
          step={1}
          value={messaging.number_of_follow_ups}
          disabled={!messaging.is_follow_up_enabled}
          onChange={(event) => set({ number_of_follow_ups: Number(event.target.value) })}
        />
      </label>
    </div>
  );
}
