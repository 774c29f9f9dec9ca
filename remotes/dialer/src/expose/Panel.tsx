import { DesignSystemStringsFrom } from '@outreach/sdk/area-app';
import { Spinner } from '@outreach/design-system';
import { WithLocales } from '@outreach/sdk';
import { DialerPanel, type DialerPanelProps } from '../panel/DialerPanel';
import { dialerLocales } from '../i18n';

/**
 * The dialer side panel as the shell mounts it from its phone button (rspack.factory.ts
 * extraExposes): loaded on the button's first click, with the dialer's strings.
 */
export default function Panel(props: DialerPanelProps) {
  return (
    <div data-remote="dialer-panel" data-build={__BUILD_ID__}>
      <WithLocales locales={dialerLocales} fallback={<Spinner />}>
        <DesignSystemStringsFrom namespace="dialer">
          <DialerPanel {...props} />
        </DesignSystemStringsFrom>
      </WithLocales>
    </div>
  );
}
