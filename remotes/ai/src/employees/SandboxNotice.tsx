import { useT } from '@outreach/sdk';

/** Issue 28: the UI says plainly when the built-in sandbox model writes (no LLM_BASE_URL). */
export function SandboxNotice() {
  const t = useT('aiEmployees');
  return (
    <p className="ai-sandbox-notice" role="note">
      {t('sandboxNotice')}
    </p>
  );
}
