import { Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { ChipsField } from './ChipsField';
import { SectionFooter } from './SectionFooter';
import { useSectionForm } from './useSectionForm';
import { type NavLinks, type Whitelabel, whitelabelApi } from './whitelabels-api';

export const navLinkKeys = ['help', 'learning', 'community', 'affiliate', 'referAndEarn'] as const;

function fromRecord(record: Whitelabel) {
  return {
    name: record.brand.name,
    domains: [...record.brand.domains],
    owner_emails: [...record.owner_emails],
    nav_links: Object.fromEntries(
      navLinkKeys.map((key) => [key, record.brand.navLinks[key] ?? '']),
    ) as Record<(typeof navLinkKeys)[number], string>,
    embed_origins: [...(record.brand.embedOrigins ?? [])],
  };
}

/**
 * Details: name, domains (custom ones point a CNAME or A record at this server), owner admin
 * emails, navigation links and the partner pages that may embed the app. Platform admins only.
 */
export default function DetailsSection({ whitelabel }: { whitelabel: Whitelabel }) {
  const t = useT('adminWhitelabels');
  const canEdit = whitelabel.can_edit.details;
  const form = useSectionForm(whitelabel, fromRecord, canEdit);
  const { draft, setDraft } = form;
  /** A ChipsField's list and change, bound to a list of the draft (read-only without canEdit). */
  const chips = (key: 'domains' | 'owner_emails' | 'embed_origins') => ({
    values: draft[key],
    onChange: canEdit ? (values: string[]) => setDraft({ ...draft, [key]: values }) : undefined,
  });

  const save = () => {
    const navLinks: NavLinks = {};
    for (const key of navLinkKeys) {
      const value = draft.nav_links[key].trim();
      if (value) navLinks[key] = value;
    }
    void form.save(() =>
      whitelabelApi.details(whitelabel.id, {
        name: draft.name.trim(),
        domains: draft.domains,
        owner_emails: draft.owner_emails,
        nav_links: navLinks,
        embed_origins: draft.embed_origins,
      }),
    );
  };

  return (
    <section className="wl-section" aria-label={t('details.title')}>
      <Input label={t('fields.name')} {...form.text('name')} />
      <ChipsField
        label={t('fields.domains')}
        hint={t('details.domainsHint')}
        placeholder="app.example.com"
        {...chips('domains')}
      />
      <ChipsField
        label={t('fields.ownerEmails')}
        hint={t('details.ownersHint')}
        placeholder="owner@example.com"
        {...chips('owner_emails')}
      />
      <fieldset className="wl-card">
        <legend>{t('details.navLinks')}</legend>
        {navLinkKeys.map((key) => (
          <Input
            key={key}
            type="url"
            label={t(`details.links.${key}`)}
            placeholder="https://"
            value={draft.nav_links[key]}
            readOnly={!canEdit}
            onChange={(event) =>
              setDraft({ ...draft, nav_links: { ...draft.nav_links, [key]: event.target.value } })
            }
          />
        ))}
      </fieldset>
      <ChipsField
        label={t('details.embedOrigins')}
        hint={t('details.embedOriginsHint')}
        placeholder="https://portal.example.com"
        {...chips('embed_origins')}
      />
      <SectionFooter
        canEdit={canEdit}
        changed={form.changed}
        status={form}
        onSave={save}
        invalid={draft.name.trim() === ''}
      />
    </section>
  );
}
