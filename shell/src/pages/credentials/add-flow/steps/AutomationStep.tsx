import { useT } from '@outreach/sdk';
import { ExtensionMissing } from '../../ExtensionMissing';
import type { AutomationType } from '../validation';

/** Step 1 (platform §4): cloud automation or the browser extension. */
export function AutomationStep({
  value,
  onChange,
  extensionInstalled,
}: {
  value: AutomationType;
  onChange: (value: AutomationType) => void;
  extensionInstalled: boolean;
}) {
  const t = useT('layout');
  return (
    <fieldset className="shell-flow__choices">
      <legend className="shell-flow__legend">{t('add.automation.title')}</legend>
      {(['cloud', 'extension'] as const).map((type) => (
        <label key={type} className="shell-flow__choice" data-checked={value === type}>
          <input
            type="radio"
            name="automation_type"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span className="shell-flow__choice-text">
            <span className="shell-flow__choice-title">{t(`add.automation.${type}`)}</span>
            <span className="shell-flow__choice-description">{t(`add.automation.${type}Description`)}</span>
          </span>
        </label>
      ))}
      {value === 'extension' && !extensionInstalled ? (
        <ExtensionMissing className="shell-flow__warning" />
      ) : null}
    </fieldset>
  );
}
