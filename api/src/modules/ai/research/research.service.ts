/**
 * Company research (issue 28, spec ai-telephony §3, §7, §9): a workspace names a company's site
 * and an objective; the site is read in the background (site-reader.ts), summarised for the
 * objective through the LLM port's structured output, and only what the pages say is kept (the
 * grounding check of modules/ai/safety): each fact with the page it was read on. A research is a
 * row that moves pending -> done | failed; the browser polls GET or listens for `refetch_data`.
 * Every research started counts against the workspace's daily attempts (UTC day).
 */
import { serverEvents } from '@outreach/core/events';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Logger } from '../../../logger';
import { AppError } from '../../../errors';
import { type CompanyResearchFact, type CompanyResearchRow, companyResearches } from '../../../db/schema';
import { LlmError, type LlmProvider } from '../../../providers/llm/llm.provider';
import { type SpaceScope, inSpace } from '../../../platform/tenancy';
import { publicAddressOf, ssrfMessages } from '../../../ssrf';
import { lookup } from 'node:dns';
import { buildTaskMessages } from '../prompts/prompt';
import { checkGrounding } from '../safety/grounding';
import {
  type CompanyResearchJson,
  type CompanyResearchesJson,
  type CreateResearchInput,
  dailyResearchAttempts,
  ResearchAnswer,
  researchMessages,
} from './research.schema';
import { type ReadPage, readSite, SiteReadError, type SiteReaderSettings } from './site-reader';

export interface ResearchDeps {
  llm: LlmProvider;
  logger: Logger;
  site: SiteReaderSettings;
}

/** A pending research older than this was cut short (a restart): it is shown as failed. */
const staleAfterMs = 10 * 60_000;
/** The text of the pages given to the model, at most (the home page first). */
const maxTextForModel = 24_000;
const listLimit = 50;

/** Researches still running in this process (tests wait for them: `researchesSettled`). */
const running = new Set<Promise<void>>();

/** Resolves when every research started in this process so far has finished. */
export async function researchesSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function remainingAttempts(scope: SpaceScope): Promise<number> {
  const [row] = await scope.db
    .select({ used: count() })
    .from(companyResearches)
    .where(
      and(
        inSpace(companyResearches, scope),
        gte(companyResearches.createdAt, startOfUtcDay(scope.clock.now())),
      ),
    );
  return Math.max(0, dailyResearchAttempts - (row?.used ?? 0));
}

function researchJson(row: CompanyResearchRow): CompanyResearchJson {
  return {
    _id: row.id,
    host_name: row.hostName,
    research_objective: row.objective,
    status: row.status,
    summary: row.summary,
    value_proposition: row.details?.value_proposition || null,
    audience: row.details?.audience || null,
    products: row.details?.products ?? [],
    proof_points: row.details?.proof_points ?? [],
    facts: row.facts,
    sources: row.sources,
    error: row.error,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The workspace's researches, newest first, with the attempts left today. */
export async function listResearches(scope: SpaceScope): Promise<CompanyResearchesJson> {
  const now = scope.clock.now();
  await scope.db
    .update(companyResearches)
    .set({ status: 'failed', error: researchMessages.interrupted, finishedAt: now, updatedAt: now })
    .where(
      and(
        inSpace(companyResearches, scope),
        eq(companyResearches.status, 'pending'),
        lt(companyResearches.createdAt, new Date(now.getTime() - staleAfterMs)),
      ),
    );
  const rows = await scope.db
    .select()
    .from(companyResearches)
    .where(inSpace(companyResearches, scope))
    .orderBy(desc(companyResearches.createdAt), desc(companyResearches.id))
    .limit(listLimit);
  return { remaining_attempts: await remainingAttempts(scope), company_researches: rows.map(researchJson) };
}

/** 400 unless the host resolves (to public addresses only, unless private ones are allowed). */
async function assertReachableHost(host: string, allowPrivate: boolean): Promise<void> {
  if (!allowPrivate) {
    await publicAddressOf(host);
    return;
  }
  const found = await new Promise<boolean>((resolve) =>
    lookup(host, { all: true }, (error) => resolve(!error)),
  );
  if (!found) throw new AppError(400, ssrfMessages.unresolvable(host));
}

/**
 * Starts a research: the host must resolve, and the workspace must have an attempt left today
 * (429 otherwise). The row is written pending and the site read in the background.
 */
export async function startResearch(
  deps: ResearchDeps,
  scope: SpaceScope,
  userId: string,
  input: CreateResearchInput,
): Promise<CompanyResearchesJson> {
  if (!deps.site.siteOrigins[input.host_name])
    await assertReachableHost(input.host_name, deps.site.allowPrivate);
  if ((await remainingAttempts(scope)) <= 0) throw new AppError(429, researchMessages.noAttemptsLeft);
  const now = scope.clock.now();
  const [row] = await scope.db
    .insert(companyResearches)
    .values({
      spaceId: scope.spaceId,
      userId,
      hostName: input.host_name,
      objective: input.research_objective,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('company research not written');
  const work = runResearch(deps, scope, row).finally(() => running.delete(work));
  running.add(work);
  return listResearches(scope);
}

/** Why a research failed, in words for the person who started it. */
function failureMessage(error: unknown, host: string): string {
  if (error instanceof SiteReadError || error instanceof AppError) return error.message;
  if (error instanceof LlmError) return researchMessages.modelFailed;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EPRIVATEADDRESS') return ssrfMessages.privateAddress;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return ssrfMessages.unresolvable(host);
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return `Could not connect to ${host}`;
  return `Could not read ${host}`;
}

async function runResearch(deps: ResearchDeps, scope: SpaceScope, row: CompanyResearchRow): Promise<void> {
  let update: Partial<typeof companyResearches.$inferInsert>;
  try {
    const pages = await readSite(row.hostName, deps.site);
    update = { status: 'done', ...(await summarise(deps.llm, scope.spaceId, row, pages)) };
  } catch (error) {
    deps.logger.info({ err: error, research: row.id }, 'company research failed');
    update = { status: 'failed', error: failureMessage(error, row.hostName) };
  }
  const now = scope.clock.now();
  await scope.db
    .update(companyResearches)
    .set({ ...update, finishedAt: now, updatedAt: now })
    .where(and(inSpace(companyResearches, scope), eq(companyResearches.id, row.id)));
  scope.realtime.toSpace(scope.spaceId, serverEvents.refetchData, {
    company_research_id: row.id,
    status: update.status,
  });
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/** All that a page says (its title, description and main text): what its facts are checked against. */
const pageText = (page: ReadPage) => [page.title, page.description, page.text].filter(Boolean).join('\n');

/**
 * The page a fact was read on: of the pages whose text grounds it (every name, number and link of
 * it in that page), the one that shares most of its words. Null when no page grounds it.
 */
export function sourceOf(fact: string, pages: ReadPage[]): string | null {
  const words = wordsOf(fact);
  let best: { url: string; score: number } | null = null;
  for (const page of pages) {
    const text = pageText(page);
    if (!checkGrounding(fact, { text }).grounded) continue;
    const pageWords = wordsOf(text);
    const score = [...words].filter((word) => pageWords.has(word)).length / Math.max(1, words.size);
    if (score >= 0.6 && (!best || score > best.score)) best = { url: page.url, score };
  }
  return best?.url ?? null;
}

/** The model's answer, kept only where the pages say it; facts with their source page. */
export function groundedAnswer(answer: ResearchAnswer, pages: ReadPage[]) {
  const all = { text: pages.map(pageText).join('\n') };
  const grounded = (text: string) => text.trim() !== '' && checkGrounding(text, all).grounded;
  const facts: CompanyResearchFact[] = [];
  for (const fact of answer.facts) {
    const source = sourceOf(fact.trim(), pages);
    if (source && !facts.some((kept) => kept.text === fact.trim()))
      facts.push({ text: fact.trim(), source_url: source });
  }
  const home = pages[0];
  const summary = grounded(answer.summary)
    ? answer.summary.trim()
    : facts
        .slice(0, 3)
        .map((fact) => fact.text)
        .join(' ');
  return {
    summary: summary || home?.description || null,
    details: {
      value_proposition: grounded(answer.value_proposition)
        ? answer.value_proposition.trim()
        : (home?.description ?? ''),
      audience: grounded(answer.audience) ? answer.audience.trim() : '',
      products: answer.products.filter(grounded).map((item) => item.trim()),
      proof_points: answer.proof_points.filter(grounded).map((item) => item.trim()),
    },
    facts,
    sources: pages.map((page) => page.url),
  };
}

/** The pages' text for the model: each page under its address, the whole cut to a size. */
function textForModel(pages: ReadPage[]): string {
  return pages
    .map((page) => [page.title, page.description, page.text].filter(Boolean).join('\n'))
    .join('\n\n')
    .slice(0, maxTextForModel);
}

async function summarise(llm: LlmProvider, space: string, row: CompanyResearchRow, pages: ReadPage[]) {
  const messages = buildTaskMessages(
    {
      task: 'research_summary',
      research: { company: row.hostName, text: textForModel(pages), sources: pages.map((page) => page.url) },
      employee: { objective: row.objective },
    },
    'Answer with: summary (three sentences for the objective), value_proposition, audience, products, proof_points (customers, numbers, awards), and facts: sentences of the text, each as written there.',
  );
  const answer = await llm.structured({ space, messages, schema: ResearchAnswer, name: 'research_summary' });
  return groundedAnswer(answer, pages);
}
