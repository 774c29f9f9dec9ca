import { Badge, Button, Modal } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

/** The scheduling tools shown as Coming soon (spec ai-telephony §2 "Why only Calendly"); names, not translated. */
export const comingSoonTools = [
  'Google Calendar',
  'Microsoft Outlook',
  'HubSpot Meetings',
  'Cal.com',
  'Chili Piper',
] as const;

/** spec ai-telephony §2: the "Why only Calendly" modal, listing the other tools as Coming soon. */
export function WhyOnlyCalendlyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('calendly');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('why.title')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('why.close')}
        </Button>
      }
    >
      <p>{t('why.text')}</p>
      <ul aria-label={t('why.title')}>
        <li>Calendly</li>
        {comingSoonTools.map((tool) => (
          <li key={tool}>
            {tool} <Badge tone="neutral">{t('why.comingSoon')}</Badge>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
