import { useT } from '@outreach/sdk';

/** spec platform §6: what shows instead of paying when billing is off or the subscription mode is disabled. */
export function ContactSupport() {
  const t = useT('billing');
  return <p className="billing-notice">{t('contactSupport')}</p>;
}
