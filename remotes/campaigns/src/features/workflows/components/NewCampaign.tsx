import { Button, Modal } from '@outreach/design-system';
import { Link, useT } from '@outreach/sdk';
import { useState } from 'react';
import { newSmartSequenceId } from '../../smart-sequences/smart-draft';
import { ensureWorkflowListStyles } from '../workflows.styles';

/** The campaign kinds a user can start from (outreach §3 Campaign: outreach type and type). */
export const newCampaignKinds = [
  { id: 'simple', to: '/campaign/add' },
  { id: 'email', to: '/campaign/add?outreach=email' },
  { id: 'smart', to: `/smart-sequences/edit/${newSmartSequenceId}` },
] as const;

/** My Campaigns opens its New campaign dialog at once under `?new=1` (the dashboard links it). */
export const opensNewCampaign = (search: string) => new URLSearchParams(search).get('new') === '1';

/**
 * "New campaign" (issue 26 item 1): a button that offers the campaign kinds, each a link to
 * its editor, and the list of smart sequences. On My Campaigns (header and empty state); the
 * dashboard's New campaign link opens it through `?new=1`.
 */
export function NewCampaignButton({
  variant = 'primary',
  initiallyOpen = false,
}: {
  variant?: 'primary' | 'secondary';
  initiallyOpen?: boolean;
}) {
  ensureWorkflowListStyles();
  const t = useT('campaigns');
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {t('newCampaign.button')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('newCampaign.title')}>
        <ul className="campaigns-list" aria-label={t('newCampaign.kinds')}>
          {newCampaignKinds.map((kind) => (
            <li key={kind.id} className="campaigns-list__item">
              <Link className="campaigns-kinds__link" to={kind.to}>
                <strong>{t(`newCampaign.${kind.id}`)}</strong>
                <span>{t(`newCampaign.${kind.id}Hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/smart-sequences">{t('newCampaign.allSmart')}</Link>
        </p>
      </Modal>
    </>
  );
}
