import { and, eq, sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { type VoicemailRow, voicemails, workflowSteps } from '../../db/schema';
import { AppError } from '../../errors';
import { campaignsUsing, findInSpace, type PageWindow, pageInSpace } from '../../platform/space-rows';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { readWav } from './wav';
import {
  maxVoicemailBytes,
  maxVoicemailNameLength,
  maxVoicemailSeconds,
  minVoicemailSeconds,
  type VoicemailJson,
  type VoicemailPage,
  voicemailJson,
  voicemailMessages,
} from './voicemails.schema';

const { audio: _audio, ...listColumns } = getTableColumns(voicemails);
type VoicemailListRow = Omit<VoicemailRow, 'audio'>;

export interface VoicemailUpload {
  bytes: Uint8Array;
  fileName: string;
  name?: string;
  credentialId: string | null;
}

/**
 * Stores an uploaded recording after the §5 checks: a real WAV (RIFF/WAVE
 * header), at most 20 MB, 6 to 180 seconds long (from the header's byte rate).
 */
export async function saveVoicemail(scope: SpaceScope, upload: VoicemailUpload): Promise<VoicemailJson> {
  if (upload.bytes.length > maxVoicemailBytes) throw new AppError(413, voicemailMessages.tooLarge);
  const wav = readWav(upload.bytes);
  if (!wav || !/\.wav$/i.test(upload.fileName)) throw new AppError(400, voicemailMessages.wavOnly);
  if (wav.durationMs < minVoicemailSeconds * 1000 || wav.durationMs > maxVoicemailSeconds * 1000) {
    throw new AppError(400, voicemailMessages.duration);
  }
  const name = (upload.name?.trim() || upload.fileName.replace(/\.wav$/i, '')).slice(
    0,
    maxVoicemailNameLength,
  );
  const [row] = await scope.db
    .insert(voicemails)
    .values({
      spaceId: scope.spaceId,
      credentialId: upload.credentialId,
      name,
      fileName: upload.fileName.slice(0, 255),
      durationMs: wav.durationMs,
      sizeBytes: upload.bytes.length,
      audio: upload.bytes,
      createdAt: scope.clock.now(),
    })
    .returning(listColumns);
  if (!row) throw new Error('voicemail not inserted');
  return voicemailJson(row);
}

export async function listVoicemails(scope: SpaceScope, page: PageWindow): Promise<VoicemailPage> {
  return pageInSpace(scope, voicemails, listColumns, page, voicemailJson);
}

function findVoicemail(scope: SpaceScope, id: string): Promise<VoicemailListRow> {
  return findInSpace(scope, voicemails, listColumns, id, voicemailMessages.notFound);
}

/** Campaigns (not deleted) with a live `voicemail_drop` step playing this recording. */
export async function workflowsUsing(scope: SpaceScope, id: string): Promise<number> {
  const row = await findVoicemail(scope, id);
  return campaignsUsing(
    scope,
    eq(workflowSteps.kind, 'voicemail_drop'),
    sql`${workflowSteps.config}->>'audio_id' = ${row.id}`,
  );
}

export async function renameVoicemail(scope: SpaceScope, id: string, name: string): Promise<VoicemailJson> {
  const row = await findVoicemail(scope, id);
  const [updated] = await scope.db
    .update(voicemails)
    .set({ name })
    .where(and(inSpace(voicemails, scope), eq(voicemails.id, row.id)))
    .returning(listColumns);
  if (!updated) throw new AppError(404, voicemailMessages.notFound);
  return voicemailJson(updated);
}

export async function deleteVoicemail(scope: SpaceScope, id: string): Promise<{ _id: string }> {
  // spec: outreach §8 "Unable to delete the voicemail used in the campaign".
  if ((await workflowsUsing(scope, id)) > 0) throw new AppError(409, voicemailMessages.inUse);
  await scope.db.delete(voicemails).where(and(inSpace(voicemails, scope), eq(voicemails.id, id)));
  return { _id: id };
}

export async function voicemailAudio(
  scope: SpaceScope,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await findVoicemail(scope, id);
  const [audio] = await scope.db
    .select({ bytes: voicemails.audio })
    .from(voicemails)
    .where(and(inSpace(voicemails, scope), eq(voicemails.id, row.id)));
  if (!audio) throw new AppError(404, voicemailMessages.notFound);
  return { bytes: audio.bytes, fileName: row.fileName };
}
