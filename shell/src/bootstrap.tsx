import { ErrorPanel, ThemeRoot } from '@outreach/design-system';
import { api, setHostBrand } from '@outreach/sdk';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { configureRemotes } from './federation/remotes';
import { initialNamespaces, loadShellStrings } from './i18n';
import { ensureShellStyles } from './styles';

ensureShellStyles();

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  try {
    const [config] = await Promise.all([api.GET('/config'), loadShellStrings(undefined, initialNamespaces)]);
    setHostBrand(config.brand);
    configureRemotes(config.remotes);
    root.render(<App config={config} />);
  } catch (error) {
    // Without the API there is nothing to show but the reason, in the default brand (the
    // brand list loads only here: on the normal path the brand comes from /api/config).
    const { getBrand } = await import('@outreach/brands');
    root.render(
      <ThemeRoot brand={getBrand(undefined)} theme="light">
        <ErrorPanel title="The service is not reachable" message={(error as Error).message} onRetry={start} />
      </ThemeRoot>,
    );
  }
}

void start();
