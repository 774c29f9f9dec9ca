import { Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

export interface SchedulingValue {
  user: string | null;
  event: string | null;
}

export interface SchedulingChoiceProps {
  credentialsId: string | null;
  value: SchedulingValue;
  onChange: (value: SchedulingValue) => void;
}

/**
 * The scheduling user and event (§2 Settings step). Stands in for the Calendly settings block
 * (remotes/ai/src/calendly, same props) until it lands: the ids typed by hand.
 */
export function SchedulingChoice({ value, onChange }: SchedulingChoiceProps) {
  const t = useT('aiEmployees');
  return (
    <div className="ai-builder__fields">
      <Input
        label={t('settings.schedulingUser')}
        value={value.user ?? ''}
        onChange={(event) => onChange({ ...value, user: event.target.value || null })}
      />
      <Input
        label={t('settings.schedulingEvent')}
        value={value.event ?? ''}
        onChange={(event) => onChange({ ...value, event: event.target.value || null })}
      />
    </div>
  );
}
