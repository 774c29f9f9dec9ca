import { campaignsLocales } from '../../i18n';
import type { StepJson } from '@outreach/core/outreach';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Location, renderArea, renderWithQueries, setUpAreaPageTests } from '../../../../test-support';
import { stepJson } from '../campaign-nav/campaign.test-fixtures';
import { mockApi } from '../../../../mock-api.test-support';
import PublicVideoPage from '../../pages/PublicVideoPage';
import TemplatesPage from '../../pages/TemplatesPage';
import VideoConstructorPage from '../../pages/VideoConstructorPage';
import { StepEditor } from '../builder/StepEditor';
import { VideoPicker } from './VideoPicker';
import type { Video } from './videos.types';

const pitch: Video = {
  _id: 'vid-1',
  name: 'Pitch',
  mime_type: 'video/mp4',
  size_bytes: 2048,
  duration_seconds: 42,
  title: 'Hi {first_name:there}',
  message: null,
  button_text: null,
  button_url: null,
  tracking_domain_id: null,
  views_count: 3,
  public_path: '/v/vid-1',
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
};

setUpAreaPageTests(campaignsLocales);

function videosApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /videos': () => ({ payload: { items: [pitch], total: 1, offset: 0, limit: 24 } }),
    'POST /videos': () => ({ payload: { ...pitch, _id: 'vid-2', name: 'New' } }),
    'GET /videos/vid-1': () => ({ payload: { ...pitch, workflows_number: 1 } }),
    'PATCH /videos/vid-1': (call) => ({ payload: { ...pitch, ...(call.body as object) } }),
    'GET /tracking/custom_domains': () => ({ payload: [{ _id: 'dom-1', host: 'watch.acme.test' }] }),
    'GET /space/features': () => ({ payload: ['video'] }),
    ...extra,
  });
}

/** A page under its route pattern, so it reads its params. */
function renderRoute(Page: ComponentType, pattern: string, url: string) {
  return renderWithQueries(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={<Page />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

function fileOf(name: string, type: string, size = 16): File {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('Templates › Videos tab', () => {
  it('lists the videos with their length, views and a link to the constructor', async () => {
    videosApi();
    renderArea(TemplatesPage, '/templates/videos?space=s-1');
    const link = await screen.findByRole('link', { name: 'Edit Pitch' });
    expect(link.getAttribute('href')).toBe('/templates/videos/constructor/vid-1?space=s-1');
    expect(screen.getByText('42 s')).toBeTruthy();
    expect(screen.getByText('3 views')).toBeTruthy();
  });

  it('checks type and size before uploading: a .mov or a 51 MB file is never sent', async () => {
    const api = videosApi();
    renderArea(TemplatesPage, '/templates/videos?space=s-1');
    const input = (await screen.findByLabelText('Upload a video')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('clip.mov', 'video/quicktime')] } });
    expect(await screen.findByText('Only .mp4 and .webm videos can be uploaded')).toBeTruthy();
    fireEvent.change(input, { target: { files: [fileOf('big.mp4', 'video/mp4', 51 * 1024 * 1024)] } });
    expect(await screen.findByText('The file must be at most 50 MB')).toBeTruthy();
    expect(api.callsTo('POST', '/videos')).toHaveLength(0);
  });

  it('uploads an .mp4 as multipart `file`', async () => {
    const api = videosApi();
    renderArea(TemplatesPage, '/templates/videos?space=s-1');
    const input = (await screen.findByLabelText('Upload a video')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('hello.mp4', 'video/mp4')] } });
    await waitFor(() => expect(api.callsTo('POST', '/videos')).toHaveLength(1), { timeout: 3000 });
    const form = api.callsTo('POST', '/videos')[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('hello.mp4');
    expect(await screen.findByText('Video uploaded')).toBeTruthy();
  });

  it('Record without a camera and microphone: "Connect them or upload a video"', async () => {
    videosApi();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    renderArea(TemplatesPage, '/templates/videos?space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Camera and microphone: connect them or upload a video')).toBeTruthy();
  });

  it('Record when the user refuses the camera says the same', async () => {
    videosApi();
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    renderArea(TemplatesPage, '/templates/videos?space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Camera and microphone: connect them or upload a video')).toBeTruthy();
  });
});

describe('Video constructor', () => {
  /** The constructor of the video Pitch, under its route. */
  const openConstructor = () =>
    renderRoute(
      VideoConstructorPage,
      '/templates/videos/constructor/:videoId?',
      '/templates/videos/constructor/vid-1?space=s-1',
    );

  it('saves the name and landing page; the preview fills placeholders; Back returns to the videos', async () => {
    const api = videosApi();
    openConstructor();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Pitch');
    expect(screen.getByText(/Used in 1 campaign/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hi Alex' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Button text'), { target: { value: 'Book a call' } });
    fireEvent.change(screen.getByLabelText('Button link'), { target: { value: 'cal.acme.test/sam' } });
    fireEvent.change(screen.getByLabelText('Tracking domain'), { target: { value: 'dom-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/videos/vid-1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/videos/vid-1')[0]?.body).toEqual({
      name: 'Pitch',
      title: 'Hi {first_name:there}',
      message: null,
      button_text: 'Book a call',
      button_url: 'cal.acme.test/sam',
      tracking_domain_id: 'dom-1',
    });
    expect(await screen.findByText('Video saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to videos' }));
    expect(await screen.findByText('/templates/videos?space=s-1')).toBeTruthy();
  });

  it('refuses a bad button link and a button without its link before saving', async () => {
    const api = videosApi();
    openConstructor();
    fireEvent.change(await screen.findByLabelText('Button link'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field should be a valid URL')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Button link'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Button text'), { target: { value: 'Book' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fill this field')).toBeTruthy();
    expect(api.callsTo('PATCH', '/videos/vid-1')).toHaveLength(0);
  });
});

describe('Public video page /v/:videoId', () => {
  it('asks for the video with ?p= and shows title, player and call to action', async () => {
    const api = mockApi({
      'GET /public/videos/vid-1': () => ({
        payload: {
          _id: 'vid-1',
          title: 'Hi Anna',
          message: 'Made for Acme',
          button_text: 'Book a call',
          button_url: 'https://cal.test/x',
          mime_type: 'video/mp4',
          duration_seconds: 42,
          file_url: '/api/public/videos/vid-1/file',
        },
      }),
    });
    renderRoute(PublicVideoPage, '/v/:videoId', '/v/vid-1?p=cp-9');
    expect(await screen.findByRole('heading', { name: 'Hi Anna' })).toBeTruthy();
    expect(api.callsTo('GET', '/public/videos/vid-1')[0]?.query.get('p')).toBe('cp-9');
    expect(screen.getByText('Made for Acme')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://cal.test/x');
    expect(screen.getByLabelText('Video').getAttribute('src')).toContain('/api/public/videos/vid-1/file');
  });

  it('a removed video shows "Video not found"', async () => {
    mockApi({ 'GET /public/videos/gone': () => ({ error: 'Video not found', status: 404 }) });
    renderRoute(PublicVideoPage, '/v/:videoId', '/v/gone');
    expect(await screen.findByText('Video not found')).toBeTruthy();
  });
});

describe('VideoPicker (email step "video")', () => {
  function renderPicker(step: Partial<StepJson>) {
    const onChange = vi.fn();
    const full = stepJson('a', 1, { kind: 'send_email', ...step });
    renderWithQueries(<VideoPicker step={full} onChange={onChange} />);
    return onChange;
  }

  it("offers the workspace's videos; choosing one sets video_id", async () => {
    videosApi();
    const onChange = renderPicker({ text: 'Hi' });
    await screen.findByRole('option', { name: 'Pitch' });
    fireEvent.change(screen.getByLabelText('Video'), { target: { value: 'vid-1' } });
    expect(onChange).toHaveBeenCalledWith({ video_id: 'vid-1' });
  });

  it('with a video chosen and no {video} yet, offers to insert it at the end of the text', async () => {
    videosApi();
    const onChange = renderPicker({ text: 'Hi {first_name}', video_id: 'vid-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Insert {video} into the text' }));
    expect(onChange).toHaveBeenCalledWith({ text: 'Hi {first_name}\n{video}' });
  });

  it('a deleted video is shown as missing', async () => {
    videosApi();
    renderPicker({ text: 'Watch {video}', video_id: 'vid-gone' });
    expect((await screen.findAllByText('The chosen video no longer exists')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Insert {video} into the text' })).toBeNull();
  });
});

describe('the email step editor and its video field', () => {
  function renderEditor(isEmailOnly: boolean, step: Partial<StepJson> = {}) {
    const full = stepJson('a', 1, { kind: 'send_email', ...step });
    renderWithQueries(
      <StepEditor
        step={full}
        isFirst
        errors={[]}
        customFields={[]}
        credentialId={null}
        isEmailOnly={isEmailOnly}
        onChange={vi.fn()}
        onConfigChange={vi.fn()}
      />,
    );
  }

  it('offers videos in a campaign with social steps', async () => {
    videosApi();
    renderEditor(false);
    await screen.findByRole('option', { name: 'Pitch' });
  });

  it('offers none in an email-only campaign (outreach §5), but keeps one already chosen so it can be cleared', async () => {
    videosApi();
    renderEditor(true);
    await screen.findByLabelText('Subject');
    expect(screen.queryByLabelText('Video')).toBeNull();
    cleanup();
    renderEditor(true, { video_id: 'vid-1' });
    await screen.findByRole('option', { name: 'Pitch' });
  });
});
