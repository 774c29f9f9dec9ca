import { Spinner } from '@outreach/design-system';
import { WithLocales } from '@outreach/sdk';
import { DesignSystemStringsFrom } from '@outreach/sdk/area-app';
import { aiLocales } from '../i18n';
import { GenerateWithAi } from '../magic/GenerateWithAi';

/**
 * "Generate with AI" as the campaigns remote's My Campaigns mounts it (rspack.factory.ts
 * extraExposes, issue 28): the button, its form and the Create Outreach Campaigns modal, with the
 * ai area's strings. The campaigns remote gates it by the plan's ai_magic_campaigns.
 */
export default function GenerateWithAiExpose() {
  return (
    <span data-remote="ai-generate" data-build={__BUILD_ID__}>
      <WithLocales locales={aiLocales} fallback={<Spinner />}>
        <DesignSystemStringsFrom namespace="ai">
          <GenerateWithAi />
        </DesignSystemStringsFrom>
      </WithLocales>
    </span>
  );
}
