import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../test/helpers';
import { emailStepRun } from '../../test/email-steps';
import { connectSmtpSender } from '../../test/mailboxes';
import { trackingDomains, workflowSteps } from '../db/schema';
import { mp4Signature } from '../modules/videos/video-format';
import { TransportCache } from '../providers/outreach-email/sender';
import { startSmtpServer, type TestSmtpServer } from '../providers/outreach-email/testing/mail-servers';
import { executeSendEmail } from './email.executor';

const mailbox = 'vid@sender.test';
const password = 'video-password';

/** An email step with a video (outreach §3 step `video`): the link to /v/<id>?p=, or a wait when the video is gone. */
describe.each(databaseModes())('email step with a video on %s', (mode) => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  const transports = new TransportCache();

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    smtp = await startSmtpServer({ [mailbox]: password });
  });
  afterAll(async () => {
    transports.closeAll();
    await smtp?.close();
    await ctx?.close();
  });

  let sequence = 0;

  async function uploadVideo(member: Member) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(mp4Signature(256))], 'pitch.mp4'));
    return (await ctx.api.post('/videos', { token: member.token, body: form })).payload;
  }

  /** A sender with a connected SMTP mailbox, a one-step email campaign with `text` and the video, one prospect. */
  async function setup(text: string, options: { videoDomain?: string } = {}) {
    const db = ctx.database.db;
    const member = await ctx.createMember();
    sequence += 1;
    const { credential } = await connectSmtpSender(ctx, member, {
      port: smtp.port,
      user: mailbox,
      password,
      fromName: 'Vid Sender',
    });
    if (options.videoDomain) {
      await db.insert(trackingDomains).values({
        spaceId: member.space.id,
        host: options.videoDomain,
        value: 'track.app.test',
        isDefaultForVideoScenario: true,
      });
    }
    const video = await uploadVideo(member);
    const { deps, context, campaignProspect, workflow } = await emailStepRun(ctx, {
      member,
      credential,
      campaignName: 'Video campaign',
      step: { subject: 'For you, {first_name}', text, videoId: video._id },
      prospect: { firstName: 'Anna', email: `anna${sequence}@acme.test` },
    });
    return { member, video, deps, context, campaignProspect, workflowId: workflow.id };
  }

  it('{video} becomes the link to the public page with p=<campaign prospect>: a "Watch the video" anchor in HTML, the URL in text', async () => {
    const { video, deps, context, campaignProspect } = await setup(
      'Hi {first_name}, I made this: {video}\nTalk soon',
    );
    const result = await executeSendEmail(context, deps, { transports });
    expect(result).toMatchObject({ type: 'done', outcome: 'positive' });
    const email = smtp.received.at(-1);
    const url = `https://app.test/v/${video._id}?p=${campaignProspect.id}`;
    expect(email?.parsed.text).toContain(`Hi Anna, I made this: ${url}\nTalk soon`);
    expect(email?.parsed.html).toContain(`<a href="${url}">▶ Watch the video</a>`);
    expect(email?.parsed.text).not.toContain('{video}');
  });

  it("without {video} the link is added after the text; the workspace's default video domain is its host", async () => {
    const { video, deps, context, campaignProspect } = await setup(
      'Hi {first_name}, a short video for you.',
      {
        videoDomain: 'watch.acme.test',
      },
    );
    expect(await executeSendEmail(context, deps, { transports })).toMatchObject({ type: 'done' });
    const text = smtp.received.at(-1)?.parsed.text ?? '';
    expect(text).toContain(
      `Hi Anna, a short video for you.\n\nhttps://watch.acme.test/v/${video._id}?p=${campaignProspect.id}`,
    );
  });

  it('a deleted video: the step waits with video_template_not_found and nothing is sent', async () => {
    const { member, video, deps, context } = await setup('Watch {video}');
    const removed = await ctx.request(`/api/videos/${video._id}`, { token: member.token, method: 'DELETE' });
    expect(removed.status).toBe(200);
    const before = smtp.received.length;
    const result = await executeSendEmail(context, deps, { transports });
    expect(result).toEqual({ type: 'wait', reason: 'video_template_not_found' });
    expect(smtp.received.length).toBe(before);
    // The step still names the video it lost, so the builder can show which one to replace.
    const [step] = await ctx.database.db
      .select({ videoId: workflowSteps.videoId })
      .from(workflowSteps)
      .where(and(eq(workflowSteps.id, context.step.id)));
    expect(step?.videoId).toBe(video._id);
  });
});
