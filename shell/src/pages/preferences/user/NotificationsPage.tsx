import { Checkbox, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import {
  type EmailNotificationKey,
  emailNotificationKeys,
  useProfile,
  useUpdateProfile,
} from '../hooks/profile';
import { PreferencesPanel } from '../PreferencesPanel';

/** Every email is on until the person turns it off. */
function withDefaults(saved: Partial<Record<EmailNotificationKey, boolean>> | undefined) {
  return Object.fromEntries(emailNotificationKeys.map((key) => [key, saved?.[key] ?? true])) as Record<
    EmailNotificationKey,
    boolean
  >;
}

/**
 * /preferences/user/notifications: email notification switches, saved at once with
 * POST /users/update {email_notifications} (the whole map, so the API never merges halves).
 */
export default function NotificationsPage() {
  const t = useT('account');
  const user = useProfile();
  const update = useUpdateProfile();
  const current = update.isPending
    ? withDefaults(update.variables?.email_notifications)
    : withDefaults(user.data?.email_notifications);
  return (
    <PreferencesPanel title={t('preferences.user.notifications')} description={t('notifications.subtitle')}>
      {user.data ? (
        <div className="account-prefs__form">
          {emailNotificationKeys.map((key) => (
            <Checkbox
              key={key}
              variant="switch"
              name={key}
              label={t(`notifications.${key}`)}
              checked={current[key]}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({ email_notifications: { ...current, [key]: event.target.checked } })
              }
            />
          ))}
        </div>
      ) : (
        <Spinner />
      )}
    </PreferencesPanel>
  );
}
