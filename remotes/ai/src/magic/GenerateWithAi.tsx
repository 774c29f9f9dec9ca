import { campaignKinds } from '@outreach/core/ai';
import { Button, Checkbox, ErrorText, Input, Modal } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { useState } from 'react';
import {
  type CampaignCounts,
  type CampaignKind,
  CreateOutreachCampaignsModal,
  joinAiRoomNow,
} from './CreateOutreachCampaignsModal';

/**
 * "Generate with AI" for the campaigns list (issue 28): asks the type(s) and the objective, asks
 * POST /workflows with workflow_to_generate once per type, then shows the campaigns as they are
 * built (CreateOutreachCampaignsModal). A refusal (plan, credits) is the server's text.
 */
export function GenerateWithAi() {
  const t = useT('magic');
  const [asking, setAsking] = useState(false);
  const [objective, setObjective] = useState('');
  const [kinds, setKinds] = useState<CampaignKind[]>(['linkedin']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [watching, setWatching] = useState<{ requested: CampaignCounts; confirmed: number } | null>(null);

  const toggle = (kind: CampaignKind, on: boolean) =>
    setKinds((current) => (on ? [...current, kind] : current.filter((known) => known !== kind)));

  const submit = async () => {
    if (kinds.length === 0) return setError(t('generate.noType'));
    setBusy(true);
    setError(null);
    const requested = Object.fromEntries(kinds.map((kind) => [kind, 1]));
    // Open first and join the AI room, so no campaign is built before this page listens.
    setWatching({ requested, confirmed: kinds.length });
    await joinAiRoomNow();
    let confirmed = 0;
    try {
      for (const kind of kinds) {
        await api.POST('/workflows', { body: { workflow_to_generate: kind, objective: objective.trim() } });
        confirmed += 1;
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
    setWatching(confirmed === 0 ? null : { requested, confirmed });
    if (confirmed > 0) setAsking(false);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('generate.open')}
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t('generate.title')}
        width={500}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('generate.cancel')}
            </Button>
            <Button onClick={() => void submit()} disabled={busy || objective.trim() === ''}>
              {t('generate.submit')}
            </Button>
          </>
        }
      >
        <Input
          label={t('generate.objective')}
          placeholder={t('generate.objectivePlaceholder')}
          value={objective}
          maxLength={1000}
          onChange={(event) => setObjective(event.target.value)}
        />
        <fieldset>
          <legend>{t('generate.types')}</legend>
          {campaignKinds.map((kind) => (
            <Checkbox
              key={kind}
              label={t(`kinds.${kind}`)}
              checked={kinds.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
          ))}
        </fieldset>
        {error && <ErrorText>{error}</ErrorText>}
      </Modal>
      <CreateOutreachCampaignsModal
        open={watching !== null}
        requested={watching?.requested ?? {}}
        confirmed={watching?.confirmed}
        onClose={() => setWatching(null)}
      />
    </>
  );
}
