import { ControlledSelect } from '../../forms/ControlledSelect';
import { Button, Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, useT } from '@outreach/sdk';
import { renderTemplate, urlError } from '@outreach/core/outreach';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
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

/**
 * A name is required; a button needs both its text and a valid link (the link checked with the
 * steps' `urlError`). The messages show under the fields once the form is sent, until the next send.
 */
function draftSchema(messages: { required: string; invalidUrl: string }) {
  return z
    .object({
      name: z.string(),
      title: z.string(),
      message: z.string(),
      button_text: z.string(),
      button_url: z.string(),
      tracking_domain_id: z.string(),
    })
    .superRefine((draft, context) => {
      const problem = (path: keyof Draft, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (!draft.name.trim()) problem('name', messages.required);
      const url = draft.button_url.trim();
      if (url && urlError(url)) problem('button_url', messages.invalidUrl);
      if (draft.button_text.trim() && !url) problem('button_url', messages.required);
      if (url && !draft.button_text.trim()) problem('button_text', messages.required);
    });
}

/** The constructor's form: name, landing page, tracking domain; a live preview beside it. */
export function VideoConstructorForm({ video, onDeleted }: { video: VideoDetail; onDeleted: () => void }) {
  const t = useT('campaigns');
  const schema = useMemo(
    () => draftSchema({ required: t('videoForm.required'), invalidUrl: t('videoForm.invalidUrl') }),
    [t],
  );
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: draftOf(video), reValidateMode: 'onSubmit' });
  // The preview follows what is typed.
  const [title, message, buttonText, buttonUrl] = useWatch({
    control,
    name: ['title', 'message', 'button_text', 'button_url'],
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const update = useUpdateVideo(video._id);
  const remove = useDeleteVideo();

  async function save(draft: Draft) {
    try {
      const saved = await update.mutateAsync({
        name: draft.name.trim(),
        title: draft.title.trim() || null,
        message: draft.message.trim() || null,
        button_text: draft.button_text.trim() || null,
        button_url: draft.button_url.trim() || null,
        tracking_domain_id: draft.tracking_domain_id || null,
      });
      reset(draftOf(saved));
      setNotice(t('videoForm.saved'));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  function submit(event: FormEvent) {
    setProblem(null);
    setNotice(null);
    void handleSubmit(save)(event);
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

  return (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      <form onSubmit={submit} style={{ display: 'grid', gap: 12 }} noValidate>
        <Input
          label={t('videoForm.name')}
          maxLength={100}
          {...register('name')}
          error={errors.name?.message}
        />
        <Input
          label={t('videoForm.title')}
          hint={t('videoForm.titleHint')}
          maxLength={200}
          {...register('title')}
        />
        <label style={{ display: 'grid', gap: 4 }}>
          {t('videoForm.message')}
          <textarea className="ds-control" rows={4} maxLength={2000} {...register('message')} />
        </label>
        <Input
          label={t('videoForm.buttonText')}
          maxLength={50}
          {...register('button_text')}
          error={errors.button_text?.message}
        />
        <Input
          label={t('videoForm.buttonUrl')}
          {...register('button_url')}
          error={errors.button_url?.message}
        />
        <TrackingDomainField control={control} />
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
      <VideoPreview
        videoId={video._id}
        title={title}
        message={message}
        buttonText={buttonText}
        buttonUrl={buttonUrl}
      />
    </div>
  );
}

/** The landing page's tracking domain: the default, or one of the workspace's own domains. */
function TrackingDomainField({ control }: { control: Control<Draft> }) {
  const t = useT('campaigns');
  const domains = useQuery({
    queryKey: ['tracking', 'custom_domains'],
    queryFn: ({ signal }) => api.GET('/tracking/custom_domains', { signal }),
  });
  return (
    <ControlledSelect
      control={control}
      name="tracking_domain_id"
      label={t('videoForm.trackingDomain')}
      options={[
        { value: '', label: t('videoForm.defaultDomain') },
        ...(domains.data ?? []).map((domain) => ({ value: domain._id, label: domain.host })),
      ]}
    />
  );
}

/** The landing page as a sample prospect sees it, following what is typed. */
function VideoPreview({
  videoId,
  title,
  message,
  buttonText,
  buttonUrl,
}: {
  videoId: string;
  title: string;
  message: string;
  buttonText: string;
  buttonUrl: string;
}) {
  const t = useT('campaigns');
  const fill = (text: string) => (text.trim() ? renderTemplate(text, previewProspect) : null);
  return (
    <section aria-label={t('videoForm.preview')}>
      <LandingPage
        title={fill(title)}
        message={fill(message)}
        buttonText={buttonText.trim() || null}
        buttonUrl={buttonUrl.trim() || null}
        src={publicFileUrl(videoId)}
        playerLabel={t('publicVideoPage.player')}
      />
    </section>
  );
}
