import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type Account, useLoadedAccount } from '@outreach/sdk/account';
import { ensureLayoutStyles } from '../layout.styles';
import { useBackToAdmin } from '../use-logout';

/** The workspace's owner: its first admin (GET /space/info lists admins oldest first) among its members. */
export function workspaceOwnerEmail(account: Pick<Account, 'admins' | 'users'>): string | null {
  for (const adminId of account.admins) {
    const member = account.users?.find((user) => user._id === adminId);
    if (member) return member.email;
  }
  return null;
}

/**
 * issue 23 item 11: while a platform admin is in a customer's workspace ("log in as customer",
 * `is_admin_view`), every signed-in page shows, in a bar that stays on screen, whose workspace it
 * is and the way out ("Back to admin", as the account menu and the sidebar have it).
 */
export function ImpersonationBanner() {
  ensureLayoutStyles();
  const t = useT('layout');
  const account = useLoadedAccount();
  const backToAdmin = useBackToAdmin();
  if (!account?.is_admin_view) return null;
  const owner = workspaceOwnerEmail(account);
  return (
    <section className="shell-impersonation" aria-label={t('impersonation.label')}>
      <p className="shell-impersonation__text">
        {owner
          ? t('impersonation.banner', { workspace: account.name, owner })
          : t('impersonation.bannerNoOwner', { workspace: account.name })}
      </p>
      <Button size="sm" variant="secondary" onClick={() => backToAdmin(account._id)}>
        {t('nav.backToAdmin')}
      </Button>
    </section>
  );
}
