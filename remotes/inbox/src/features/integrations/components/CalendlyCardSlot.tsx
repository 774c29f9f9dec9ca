import { ErrorText, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type ComponentType, useEffect, useState } from 'react';
import { loadRemoteExpose } from '@outreach/sdk/remote-expose';

export interface CalendlyCardProps {
  credentialsId: string | null;
}

/**
 * The Calendly card's body (issue 28): the ai remote's './CalendlyCard' (status, connected as whom,
 * Connect, the link to its settings), which owns the Calendly calls; loaded with this page.
 */
export function CalendlyCardSlot({ credentialsId }: CalendlyCardProps) {
  const t = useT('integrations');
  const [Card, setCard] = useState<ComponentType<CalendlyCardProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadRemoteExpose<CalendlyCardProps>('ai', 'CalendlyCard').then(
      (component) => current && setCard(() => component),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  if (Card) return <Card credentialsId={credentialsId} />;
  if (failed) return <ErrorText>{t('calendlyUnavailable')}</ErrorText>;
  return <Spinner />;
}
