import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  campaignProspects,
  type ProspectRow,
  prospects,
  trackingDomains,
  videoViews,
  videos,
  workflowSteps,
} from '../../db/schema';
import { AppError } from '../../errors';
import { renderForProspect } from '../../providers/outreach-email/compose';
import { campaignsUsing, findInSpace, type PageWindow, pageInSpace } from '../../platform/space-rows';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { Clock } from '../../clock';
import type { ByteRange } from './byte-range';
import { videoMimeTypeOf } from './video-format';
import {
  maxVideoBytes,
  maxVideoNameLength,
  type PublicVideoJson,
  type UpdateVideoInput,
  type VideoDetailJson,
  type VideoJson,
  type VideoListRow,
  type VideoPage,
  videoJson,
  videoMessages,
} from './videos.schema';
import { sentFields } from '../../openapi/sent-fields';

const { bytes: _bytes, ...listColumns } = getTableColumns(videos);

export interface VideoUpload {
  bytes: Uint8Array;
  fileName: string;
  name?: string;
  durationSeconds?: number;
}

/** Stores an upload after the checks of docs/decisions.md "Videos": at most 50 MB, an mp4 or webm signature. */
export async function saveVideo(scope: SpaceScope, upload: VideoUpload): Promise<VideoJson> {
  if (upload.bytes.length > maxVideoBytes) throw new AppError(413, videoMessages.tooLarge);
  const mimeType = videoMimeTypeOf(upload.bytes);
  if (!mimeType) throw new AppError(415, videoMessages.mp4OrWebmOnly);
  const name = (upload.name?.trim() || upload.fileName.replace(/\.(mp4|webm)$/i, '').trim() || 'Video').slice(
    0,
    maxVideoNameLength,
  );
  const now = scope.clock.now();
  const [row] = await scope.db
    .insert(videos)
    .values({
      spaceId: scope.spaceId,
      name,
      mimeType,
      sizeBytes: upload.bytes.length,
      durationSeconds: upload.durationSeconds ?? null,
      bytes: upload.bytes,
      createdAt: now,
      updatedAt: now,
    })
    .returning(listColumns);
  if (!row) throw new Error('video not inserted');
  return videoJson(row);
}

export async function listVideos(scope: SpaceScope, page: PageWindow): Promise<VideoPage> {
  return pageInSpace(scope, videos, listColumns, page, videoJson);
}

function findVideo(scope: SpaceScope, id: string): Promise<VideoListRow> {
  return findInSpace(scope, videos, listColumns, id, videoMessages.notFound);
}

/** Campaigns (not deleted) with a live step showing this video. */
function workflowsUsing(scope: SpaceScope, id: string): Promise<number> {
  return campaignsUsing(scope, eq(workflowSteps.videoId, id));
}

export async function getVideo(scope: SpaceScope, id: string): Promise<VideoDetailJson> {
  const row = await findVideo(scope, id);
  return { ...videoJson(row), workflows_number: await workflowsUsing(scope, row.id) };
}

/** The fields of PATCH /videos/{id}, each to its column of `videos`. */
const videoColumns = {
  name: 'name',
  title: 'title',
  message: 'message',
  button_text: 'buttonText',
  button_url: 'buttonUrl',
  tracking_domain_id: 'trackingDomainId',
} as const;

export async function updateVideo(
  scope: SpaceScope,
  id: string,
  input: UpdateVideoInput,
): Promise<VideoJson> {
  const row = await findVideo(scope, id);
  // A call to action is a pair: a button needs both its text and where it goes.
  const buttonText = input.button_text !== undefined ? input.button_text : row.buttonText;
  const buttonUrl = input.button_url !== undefined ? input.button_url : row.buttonUrl;
  if (buttonText && !buttonUrl) throw new AppError(400, `button_url: ${videoMessages.required}`);
  if (buttonUrl && !buttonText) throw new AppError(400, `button_text: ${videoMessages.required}`);
  if (input.tracking_domain_id) {
    const domainId = input.tracking_domain_id;
    const [domain] = isUuid(domainId)
      ? await scope.db
          .select({ id: trackingDomains.id })
          .from(trackingDomains)
          .where(and(inSpace(trackingDomains, scope), eq(trackingDomains.id, domainId)))
      : [];
    if (!domain) throw new AppError(404, videoMessages.trackingDomainNotFound);
  }
  const [updated] = await scope.db
    .update(videos)
    .set({
      ...sentFields(input, videoColumns),
      updatedAt: scope.clock.now(),
    })
    .where(and(inSpace(videos, scope), eq(videos.id, row.id)))
    .returning(listColumns);
  if (!updated) throw new AppError(404, videoMessages.notFound);
  return videoJson(updated);
}

/**
 * Deleting is allowed even when a campaign uses the video: the campaign's step
 * then waits with "video template not found" (outreach §4) until another video is
 * chosen, which the builder shows.
 */
export async function deleteVideo(scope: SpaceScope, id: string): Promise<{ _id: string }> {
  const row = await findVideo(scope, id);
  await scope.db.delete(videos).where(and(inSpace(videos, scope), eq(videos.id, row.id)));
  return { _id: row.id };
}

export interface VideoFile {
  mimeType: string;
  size: number;
  /** Only the asked-for part when a range was given. */
  bytes: Uint8Array;
}

/**
 * A video's bytes, whole or one range. The range is cut by Postgres
 * (`substring` on bytea) so a seek reads no more than it sends. `spaceId` null =
 * the public route (any video by its unguessable id).
 */
export async function videoFile(
  db: Db,
  spaceId: string | null,
  id: string,
  range: (size: number) => ByteRange | null | 'unsatisfiable',
): Promise<{ file: VideoFile; range: ByteRange | null } | { unsatisfiable: number }> {
  if (!isUuid(id)) throw new AppError(404, videoMessages.notFound);
  const where = spaceId ? and(eq(videos.spaceId, spaceId), eq(videos.id, id)) : eq(videos.id, id);
  const [meta] = await db
    .select({ mimeType: videos.mimeType, size: videos.sizeBytes })
    .from(videos)
    .where(where);
  if (!meta) throw new AppError(404, videoMessages.notFound);
  const wanted = range(meta.size);
  if (wanted === 'unsatisfiable') return { unsatisfiable: meta.size };
  const [part] = wanted
    ? await db
        .select({
          bytes: sql<Uint8Array>`substring(${videos.bytes} from ${wanted.start + 1} for ${wanted.end - wanted.start + 1})`,
        })
        .from(videos)
        .where(where)
    : await db.select({ bytes: videos.bytes }).from(videos).where(where);
  if (!part) throw new AppError(404, videoMessages.notFound);
  return {
    file: { mimeType: meta.mimeType, size: meta.size, bytes: new Uint8Array(part.bytes) },
    range: wanted,
  };
}

/** The prospect a public link names: `p` is a campaign prospect's id (email links) or a prospect's. */
async function viewer(
  db: Db,
  spaceId: string,
  p: string | undefined,
): Promise<{ prospect: ProspectRow; campaignProspectId: string | null } | null> {
  if (!isUuid(p)) return null;
  const [inCampaign] = await db
    .select({ prospect: prospects, campaignProspectId: campaignProspects.id })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(and(eq(campaignProspects.spaceId, spaceId), eq(campaignProspects.id, p)))
    .limit(1);
  if (inCampaign) return inCampaign;
  const [prospect] = await db
    .select()
    .from(prospects)
    .where(and(eq(prospects.spaceId, spaceId), eq(prospects.id, p)))
    .limit(1);
  return prospect ? { prospect, campaignProspectId: null } : null;
}

/**
 * The public landing page's data (/v/:videoId). Each call is one view: a row in
 * video_views (with the prospect when `p` names one of the workspace's) and
 * views_count + 1. Placeholders in the title and message are filled for that
 * prospect, or take their fallbacks, so a raw `{first_name}` never shows.
 */
export async function publicVideo(
  deps: { db: Db; clock: Clock },
  id: string,
  p: string | undefined,
): Promise<PublicVideoJson> {
  if (!isUuid(id)) throw new AppError(404, videoMessages.notFound);
  const [row] = await deps.db.select(listColumns).from(videos).where(eq(videos.id, id));
  if (!row) throw new AppError(404, videoMessages.notFound);
  const who = await viewer(deps.db, row.spaceId, p);
  const fields: Partial<ProspectRow> = who?.prospect ?? {};
  await deps.db.transaction(async (tx) => {
    await tx.insert(videoViews).values({
      videoId: row.id,
      prospectId: who?.prospect.id ?? null,
      campaignProspectId: who?.campaignProspectId ?? null,
      viewedAt: deps.clock.now(),
    });
    await tx
      .update(videos)
      .set({ viewsCount: sql`${videos.viewsCount} + 1` })
      .where(eq(videos.id, row.id));
  });
  return {
    _id: row.id,
    title: row.title ? renderForProspect(row.title, fields) : null,
    message: row.message ? renderForProspect(row.message, fields) : null,
    button_text: row.buttonText,
    button_url: row.buttonUrl,
    mime_type: row.mimeType,
    duration_seconds: row.durationSeconds,
    file_url: `/api/public/videos/${row.id}/file`,
  };
}

/** The link an email carries: `<origin>/v/<videoId>?p=<campaign prospect id>`. */
export function videoLink(origin: string, videoId: string, campaignProspectId: string): string {
  return `${origin.replace(/\/+$/, '')}/v/${videoId}?p=${encodeURIComponent(campaignProspectId)}`;
}

/**
 * How many videos' links go through each tracking domain (tracking
 * `video_usage_counter`): the videos that chose it, plus, for the workspace's
 * default video domain, the videos that chose none.
 */
export async function videoUsageByDomain(
  scope: SpaceScope,
  domains: readonly { id: string; isDefaultForVideoScenario: boolean }[],
): Promise<Map<string, number>> {
  if (domains.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: videos.trackingDomainId, total: count() })
    .from(videos)
    .where(inSpace(videos, scope))
    .groupBy(videos.trackingDomainId);
  const unassigned = rows.find((row) => row.id === null)?.total ?? 0;
  const byDomain = new Map(rows.filter((row) => row.id).map((row) => [row.id as string, row.total]));
  return new Map(
    domains.map((domain) => [
      domain.id,
      (byDomain.get(domain.id) ?? 0) + (domain.isDefaultForVideoScenario ? unassigned : 0),
    ]),
  );
}

/** The video of a step, for the email executor (null when it was deleted). */
export async function stepVideo(db: Db, spaceId: string, videoId: string) {
  if (!isUuid(videoId)) return null;
  const [row] = await db
    .select({ id: videos.id, trackingDomainId: videos.trackingDomainId })
    .from(videos)
    .where(and(eq(videos.spaceId, spaceId), eq(videos.id, videoId)))
    .limit(1);
  return row ?? null;
}
