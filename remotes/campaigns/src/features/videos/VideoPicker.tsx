import { Button, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { hasFeature } from '@outreach/core/features';
import { useFeatures } from '@outreach/sdk/account';
import { countVideoPatterns, type StepJson } from '@outreach/core/outreach';
import { useVideos } from './hooks/useVideos';

/**
 * The email step's "video" field (outreach §3 step `video`): one of the workspace's
 * videos; once one is chosen it offers to put `{video}` at the end of the text
 * (the link goes after the text anyway when the pattern is missing).
 */
export function VideoPicker({
  step,
  onChange,
}: {
  step: StepJson;
  onChange: (patch: Partial<StepJson>) => void;
}) {
  const t = useT('campaigns');
  const features = useFeatures().data;
  const list = useVideos(0, 100);
  if (features !== undefined && !hasFeature(features, 'video')) return null;
  const videos = list.data?.items ?? [];
  const chosen = step.video_id ?? '';
  const missing = chosen !== '' && list.data !== undefined && !videos.some((video) => video._id === chosen);
  const text = step.text ?? '';
  return (
    <div className="builder__row" style={{ alignItems: 'flex-end' }}>
      <Select
        label={t('videoPicker.label')}
        value={chosen}
        options={[
          { value: '', label: t('videoPicker.none') },
          ...videos.map((video) => ({ value: video._id, label: video.name })),
          ...(missing ? [{ value: chosen, label: t('videoPicker.missing') }] : []),
        ]}
        hint={list.data && videos.length === 0 ? t('videoPicker.empty') : undefined}
        error={missing ? t('videoPicker.missing') : undefined}
        onChange={(event) => onChange({ video_id: event.target.value || null })}
      />
      {chosen && !missing && countVideoPatterns(text) === 0 ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onChange({ text: text.trim() ? `${text.replace(/\s+$/, '')}\n{video}` : '{video}' })}
        >
          {t('videoPicker.insert')}
        </Button>
      ) : null}
    </div>
  );
}
