import { Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useSearchParams } from '../../app/open-router';

/**
 * What the activation link shows at once (issue 26 item 26: it was a blank page for seconds): while
 * the page's code and strings load (the route's fallback) and while the code is checked, "Confirming
 * your email…" from the strings of the first load (`shell`). Without a code, a plain spinner.
 */
export function ConfirmingEmail() {
  const t = useT('shell');
  const [query] = useSearchParams();
  if (!query.get('activation_code')) return <Spinner />;
  return (
    <div className="shell-auth__form" aria-busy="true">
      <h1>{t('activation.confirming')}</h1>
      <Spinner />
    </div>
  );
}
