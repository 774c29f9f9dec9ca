import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { decodeHTMLAttribute } from 'entities';
import type { Db } from '../../db/client';
import { stepExecutions, trackingDomains, trackingLinks } from '../../db/schema';
import type { EngineDeps } from '../../engine/contracts';

/**
 * Link and open tracking (outreach §3 campaign `is_link_tracking`,
 * `is_open_tracking`, tracking domain). A sent message's links are rewritten to
 * `<origin>/t/c/<token>` and a 1x1 pixel `<origin>/t/o/<token>.gif` is added;
 * the public routes (tracking.public.ts) record the click or open and redirect
 * to the stored URL only. The origin is the campaign's tracking domain, else the
 * workspace's default link-tracking domain, else PUBLIC_URL.
 */

/** 96 random bits, URL-safe: not guessable, not sequential. */
export function newTrackingToken(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The origin a workspace's links point at: the chosen tracking domain, else the workspace's
 * default for the scenario (tracked links of a campaign, or a video's public page), else
 * PUBLIC_URL.
 */
export async function trackingOrigin(
  db: Db,
  publicUrl: string,
  spaceId: string,
  customDomainId: string | null,
  scenario: 'link_tracking' | 'video_scenario' = 'link_tracking',
): Promise<string> {
  const isDefault =
    scenario === 'link_tracking'
      ? trackingDomains.isDefaultForLinkTracking
      : trackingDomains.isDefaultForVideoScenario;
  const [domain] = await db
    .select({ host: trackingDomains.host })
    .from(trackingDomains)
    .where(
      and(
        eq(trackingDomains.spaceId, spaceId),
        customDomainId ? eq(trackingDomains.id, customDomainId) : eq(isDefault, true),
      ),
    )
    .limit(1);
  return domain ? `https://${domain.host}` : publicUrl.replace(/\/+$/, '');
}

export interface TrackingInput {
  spaceId: string;
  workflowId: string;
  prospectId: string;
  executionId: string;
  html: string;
  linkTracking: boolean;
  openTracking: boolean;
  customDomainId: string | null;
}

const anchorHref = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(.*?)\2/gis;

/**
 * An http(s) URL as the WHATWG parser serialises it (tabs and line breaks
 * removed, so it is always a valid Location header), or null for anything else.
 */
function normalisedUrl(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
}

/** The unsubscribe link (our /u/ route) and links already tracked are never rewritten. */
function isOwnLink(url: string, publicUrl: string): boolean {
  try {
    const parsed = new URL(url);
    const own = new URL(publicUrl);
    return parsed.origin === own.origin && /^\/(u|t)\//.test(parsed.pathname);
  } catch {
    return true;
  }
}

/**
 * Rewrites the http(s) links of an email body and appends the open pixel; the
 * email executor (B1) calls it before sending. mailto:, tel:, anchors and the
 * unsubscribe link stay as they are. Returns the HTML to send.
 */
export async function addTracking(deps: EngineDeps, input: TrackingInput): Promise<string> {
  if (!input.linkTracking && !input.openTracking) return input.html;
  const origin = await trackingOrigin(deps.db, deps.publicUrl, input.spaceId, input.customDomainId);
  const now = deps.clock.now();
  const rows: (typeof trackingLinks.$inferInsert)[] = [];
  const base = {
    spaceId: input.spaceId,
    workflowId: input.workflowId,
    prospectId: input.prospectId,
    executionId: input.executionId,
    channel: 'email',
    createdAt: now,
  };
  let html = input.html;
  if (input.linkTracking) {
    const tokens = new Map<string, string>();
    html = html.replace(anchorHref, (whole, prefix: string, quote: string, raw: string) => {
      const url = normalisedUrl(decodeHTMLAttribute(raw.trim()));
      if (!url || isOwnLink(url, deps.publicUrl)) return whole;
      let token = tokens.get(url);
      if (!token) {
        token = newTrackingToken();
        tokens.set(url, token);
        rows.push({ ...base, token, kind: 'click', url });
      }
      return `${prefix}${quote}${origin}/t/c/${token}${quote}`;
    });
  }
  if (input.openTracking) {
    const token = newTrackingToken();
    rows.push({ ...base, token, kind: 'open', url: null });
    const pixel = `<img src="${origin}/t/o/${token}.gif" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
    html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${pixel}</body>`) : `${html}${pixel}`;
  }
  if (rows.length > 0) await deps.db.insert(trackingLinks).values(rows);
  return html;
}

/** Plain-text URLs of a social message; trailing punctuation is not part of the link. */
const textUrl = /https?:\/\/[^\s<>"']+/gi;

/**
 * Social messages (D2's executors): rewrites the http(s) URLs of a plain-text
 * message to tracked links whose click is a `clicked_message_link` event.
 */
export async function trackMessageLinks(
  deps: EngineDeps,
  input: Omit<TrackingInput, 'html' | 'linkTracking' | 'openTracking'> & { text: string },
): Promise<string> {
  const origin = await trackingOrigin(deps.db, deps.publicUrl, input.spaceId, input.customDomainId);
  const now = deps.clock.now();
  const rows: (typeof trackingLinks.$inferInsert)[] = [];
  const tokens = new Map<string, string>();
  const text = input.text.replace(textUrl, (match) => {
    const trailing = /[.,;:!?)\]]+$/.exec(match)?.[0] ?? '';
    const url = normalisedUrl(match.slice(0, match.length - trailing.length));
    if (!url || isOwnLink(url, deps.publicUrl)) return match;
    let token = tokens.get(url);
    if (!token) {
      token = newTrackingToken();
      tokens.set(url, token);
      rows.push({
        spaceId: input.spaceId,
        workflowId: input.workflowId,
        prospectId: input.prospectId,
        executionId: input.executionId,
        channel: 'social',
        kind: 'click',
        url,
        token,
        createdAt: now,
      });
    }
    return `${origin}/t/c/${token}${trailing}`;
  });
  if (rows.length > 0) await deps.db.insert(trackingLinks).values(rows);
  return text;
}

/** Marks the message's execution opened or clicked (the campaign stats read `detail`); first time only. */
export async function markExecution(
  db: Db,
  executionId: string | null,
  key: 'opened_at' | 'clicked_at',
  at: Date,
) {
  if (!executionId) return;
  await db
    .update(stepExecutions)
    .set({
      detail: sql`${stepExecutions.detail} || jsonb_build_object(${key}::text, ${at.toISOString()}::text)`,
    })
    .where(and(eq(stepExecutions.id, executionId), sql`not (${stepExecutions.detail} ? ${key})`));
}
