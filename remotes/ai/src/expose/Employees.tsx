import { Spinner } from '@outreach/design-system';
import { WithLocales } from '@outreach/sdk';
import { DesignSystemStringsFrom } from '@outreach/sdk/area-app';
import { EmployeesPreferences } from '../employees/preferences/EmployeesPreferences';
import { aiLocales } from '../i18n';

/**
 * The workspace's AI Employees as the shell's /preferences/workspace/ai-employees page mounts them
 * (rspack.factory.ts extraExposes), with the ai area's strings.
 */
export default function Employees({ canManage }: { canManage: boolean }) {
  return (
    <div data-remote="ai-employees" data-build={__BUILD_ID__}>
      <WithLocales locales={aiLocales} fallback={<Spinner />}>
        <DesignSystemStringsFrom namespace="ai">
          <EmployeesPreferences canManage={canManage} />
        </DesignSystemStringsFrom>
      </WithLocales>
    </div>
  );
}
