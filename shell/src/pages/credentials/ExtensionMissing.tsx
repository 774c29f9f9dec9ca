import { useT } from '@outreach/sdk';
import { EXTENSION_INSTALL_URL } from './extension';

/** "The extension is not installed" with the install link, as an alert in the caller's warning style. */
export function ExtensionMissing({ className }: { className: string }) {
  const t = useT('layout');
  return (
    <p className={className} role="alert">
      {t('add.automation.extensionMissing')}{' '}
      <a href={EXTENSION_INSTALL_URL} target="_blank" rel="noopener noreferrer">
        {t('add.automation.installExtension')}
      </a>
    </p>
  );
}
