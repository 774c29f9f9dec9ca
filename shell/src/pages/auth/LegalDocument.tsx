import { useT, type TranslationKey } from '@outreach/sdk';
import { Link } from '../../app/open-router';
import { useAppConfig } from '../../app/config';
import { ensureAuthStyles } from './auth.styles';

ensureAuthStyles();

export type LegalDocumentName = 'privacy' | 'terms';

/** The sections of each document, in order; the texts are in the `account` strings (legal.*). */
export const legalSections: Record<LegalDocumentName, readonly string[]> = {
  privacy: ['collect', 'use', 'share', 'keep', 'rights', 'contact'],
  terms: ['accounts', 'use', 'social', 'billing', 'termination', 'liability', 'changes'],
};

/** A public page (no sign-in, spec platform §4 "legal pages") under the brand's name. */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const t = useT('account');
  const { brand } = useAppConfig();
  const other = name === 'privacy' ? 'terms' : 'privacy';
  return (
    <div className="account-public">
      <article className="account-public__card">
        <h1>{t(`legal.${name}Title`)}</h1>
        <p>{t(`legal.${name}.intro`, { brand: brand.name })}</p>
        {legalSections[name].map((section) => (
          <section key={section}>
            <h2>{t(`legal.${name}.${section}.title` as TranslationKey<'account'>)}</h2>
            <p>{t(`legal.${name}.${section}.text` as TranslationKey<'account'>, { brand: brand.name })}</p>
          </section>
        ))}
        <p>
          <Link to={other === 'privacy' ? '/privacy-policy' : '/terms-of-use'}>
            {t(`legal.${other}Title`)}
          </Link>
        </p>
      </article>
    </div>
  );
}
