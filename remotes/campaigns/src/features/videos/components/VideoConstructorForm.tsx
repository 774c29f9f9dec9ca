import { Button, Input, Select } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { renderTemplate, urlError } from '@outreach/sdk/outreach';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { publicFileUrl, useDeleteVideo, useUpdateVideo } from '../hooks/useVideos';
import type { Video, VideoDetail } from '../videos.types';
import { LandingPage } from './LandingPage';

/** What the preview fills placeholders with (the public page uses the real prospect). */
const previewProspect = { first_name: 'Alex', last_name: 'Kim', full_name: 'Alex Kim', company_name: 'Acme' };

interface Draft {
  name: string;
  title: string;
  message: string;
  button_text: string;
  button_url: string;
  tracking_domain_id: string;
}

function draftOf(video: Video): Draft {
  return {
    name: video.name,
    title: video.title ?? '',
    message: video.message ?? '',
    button_text: video.button_text ?? '',
    button_url: video.button_url ?? '',
    tracking_domain_id: video.tracking_domain_id ?? '',
  };
}

/** The constructor's form: name, landing page, tracking domain; a live preview beside it. */
export function VideoConstructorForm({ video, onDeleted }: { video: VideoDetail; onDeleted: () => void }) {
  const t = useT('campaigns');
  const [draft, setDraft] = useState<Draft>(() => draftOf(video));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const update = useUpdateVideo(video._id);
  const remove = useDeleteVideo();
  const domains = useQuery({
    queryKey: ['tracking', 'custom_domains'],
    queryFn: ({ signal }) => api.GET('/tracking/custom_domains', { signal }),
  });
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function check(): Partial<Record<keyof Draft, string>> {
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.name.trim()) found.name = t('videoForm.required');
    const url = draft.button_url.trim();
    if (url && urlError(url)) found.button_url = t('videoForm.invalidUrl');
    if (draft.button_text.trim() && !url) found.button_url = t('videoForm.required');
    if (url && !draft.button_text.trim()) found.button_text = t('videoForm.required');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setNotice(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await update.mutateAsync({
        name: draft.name.trim(),
        title: draft.title.trim() || null,
        message: draft.message.trim() || null,
        button_text: draft.button_text.trim() || null,
        button_url: draft.button_url.trim() || null,
        tracking_domain_id: draft.tracking_domain_id || null,
      });
      setDraft(draftOf(saved));
      setNotice(t('videoForm.saved'));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  async function destroy() {
    if (!window.confirm(t('videoForm.confirmDelete'))) return;
    try {
      await remove.mutateAsync(video._id);
      onDeleted();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  const fill = (text: string) => (text.trim() ? renderTemplate(text, previewProspect) : null);
  return (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      <form onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: 12 }} noValidate>
        <Input
          label={t('videoForm.name')}
          value={draft.name}
          maxLength={100}
          error={errors.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <Input
          label={t('videoForm.title')}
          hint={t('videoForm.titleHint')}
          value={draft.title}
          maxLength={200}
          onChange={(event) => set('title')(event.target.value)}
        />
        <label style={{ display: 'grid', gap: 4 }}>
          {t('videoForm.message')}
          <textarea
            className="ds-control"
            rows={4}
            maxLength={2000}
            value={draft.message}
            onChange={(event) => set('message')(event.target.value)}
          />
        </label>
        <Input
          label={t('videoForm.buttonText')}
          value={draft.button_text}
          maxLength={50}
          error={errors.button_text}
          onChange={(event) => set('button_text')(event.target.value)}
        />
        <Input
          label={t('videoForm.buttonUrl')}
          value={draft.button_url}
          error={errors.button_url}
          onChange={(event) => set('button_url')(event.target.value)}
        />
        <Select
          label={t('videoForm.trackingDomain')}
          value={draft.tracking_domain_id}
          options={[
            { value: '', label: t('videoForm.defaultDomain') },
            ...(domains.data ?? []).map((domain) => ({ value: domain._id, label: domain.host })),
          ]}
          onChange={(event) => set('tracking_domain_id')(event.target.value)}
        />
        <p>
          {t('videoForm.publicLink')}: <code>{video.public_path}</code>
          {video.workflows_number ? ` · ${t('videoForm.usedBy', { count: video.workflows_number })}` : null}
        </p>
        {problem ? <p role="alert">{problem}</p> : null}
        {notice ? <p role="status">{notice}</p> : null}
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" loading={update.isPending}>
            {t('videoForm.save')}
          </Button>
          <Button variant="ghost" onClick={() => void destroy()} loading={remove.isPending}>
            {t('videoForm.delete')}
          </Button>
        </div>
      </form>
      <section aria-label={t('videoForm.preview')}>
        <LandingPage
          title={fill(draft.title)}
          message={fill(draft.message)}
          buttonText={draft.button_text.trim() || null}
          buttonUrl={draft.button_url.trim() || null}
          src={publicFileUrl(video._id)}
          playerLabel={t('publicVideoPage.player')}
        />
      </section>
    </div>
  );
}
