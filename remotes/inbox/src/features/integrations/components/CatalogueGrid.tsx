import { Badge, type BadgeTone, Button, initialsOf } from '@outreach/design-system';
import { useNavigate, useT } from '@outreach/sdk';
import type { CatalogueProvider } from '../integrations.types';
import { CalendlyCardSlot } from './CalendlyCardSlot';

const tones: Record<CatalogueProvider['status'], BadgeTone> = {
  connected: 'primary',
  disconnected: 'neutral',
  disabled: 'danger',
  coming_soon: 'neutral',
  not_configured: 'danger',
};

/** Where a card's action goes: its own screen (the CRM boards, webhooks, Zapier, the API token). */
const screens: Record<string, string> = {
  hubspot: '/crm/manage/hubspot',
  pipedrive: '/crm/manage/pipedrive',
  webhook: '/integrations/automation/webhook',
  zapier: '/integrations/automation/zapier',
  api: '/integrations/api',
};

export interface CatalogueGridProps {
  providers: readonly CatalogueProvider[];
  /** SMTP's "Connect": the mailbox form; Google's and Microsoft's: their sign-in. */
  onConnectMailbox: (provider: string) => void;
  /** The credential the page shows (Calendly's connect takes it). */
  credentialId?: string | null;
}

/** Email providers connected from this page: SMTP by its form, Google and Microsoft by OAuth. */
const mailboxProviders = new Set(['smtp', 'google', 'microsoft']);

/** The catalogue's cards: logo (initials), name, status badge, and what can be done. */
export function CatalogueGrid({ providers, onConnectMailbox, credentialId = null }: CatalogueGridProps) {
  const t = useT('integrations');
  const navigate = useNavigate();
  return (
    <ul className="integrations-grid" aria-label={t('grid')}>
      {providers.map((provider) => {
        // Calendly is live (issue 28): its card's body comes from the ai remote, which owns its calls.
        if (provider.id === 'calendly')
          return (
            <li
              key={`${provider.category}-${provider.id}`}
              className="integrations-card"
              aria-label={provider.name}
            >
              <CardHead name={provider.name} />
              <CalendlyCardSlot credentialsId={credentialId} />
            </li>
          );
        const screen = screens[provider.id];
        const usable =
          (provider.category === 'email' && mailboxProviders.has(provider.id)) || screen !== undefined;
        let action = (
          <Button size="sm" variant="secondary" disabled>
            {t('action.comingSoon')}
          </Button>
        );
        if (provider.status === 'not_configured') {
          action = (
            <Button size="sm" variant="secondary" disabled>
              {t('action.connect')}
            </Button>
          );
        } else if (usable) {
          const label = provider.status === 'connected' && screen ? t('action.manage') : t('action.connect');
          action = (
            <Button
              size="sm"
              aria-label={`${label} ${provider.name}`}
              onClick={() => (screen ? navigate(screen) : onConnectMailbox(provider.id))}
            >
              {label}
            </Button>
          );
        }
        return (
          <li
            key={`${provider.category}-${provider.id}`}
            className="integrations-card"
            aria-label={provider.name}
          >
            <CardHead name={provider.name} />
            <div>
              <Badge tone={tones[provider.status]}>{t(`status.${provider.status}`)}</Badge>
            </div>
            {provider.status === 'not_configured' ? (
              <p className="integrations-card__hint">{t('notConfiguredHint')}</p>
            ) : null}
            {provider.last_error ? <p className="integrations-card__hint">{provider.last_error}</p> : null}
            <div>{action}</div>
          </li>
        );
      })}
    </ul>
  );
}

/** A card's logo (initials) and name. */
function CardHead({ name }: { name: string }) {
  return (
    <div className="integrations-card__head">
      <span className="integrations-logo" aria-hidden="true">
        {initialsOf(name)}
      </span>
      <span className="integrations-card__name">{name}</span>
    </div>
  );
}
