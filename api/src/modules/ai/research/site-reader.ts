/**
 * Reads a company's public site for a research (issue 28): the home page and a few pages of the
 * same site it links to (about, product, pricing, customers...), each fetched through the SSRF
 * guard (ssrf.ts: the address connected to is checked, so a name that turns private later is
 * still refused), with a size and a time limit, and each page's main text taken out by Mozilla's
 * Readability on a linkedom document (navigation, footers and cookie banners left behind).
 */
import http from 'node:http';
import https from 'node:https';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { guardedLookup } from '../../../ssrf';

export interface SiteReaderSettings {
  /** Loopback and private addresses may be read (tests, local development); never by default. */
  allowPrivate: boolean;
  /** The home page of a host: https://<host>/ by default (tests serve http on a port). */
  homeUrlOf: (host: string) => string;
  /**
   * Sites read at an origin of their own instead of the home URL, by host (RESEARCH_SITES: local
   * development, tests with a local site); such a host needs no DNS answer.
   */
  siteOrigins: Record<string, string>;
  /** Each page answers within this, or is given up. */
  pageTimeoutMs: number;
  /** A page's body is cut at this many bytes. */
  maxPageBytes: number;
  /** Pages read besides the home page. */
  maxLinkedPages: number;
}

export const defaultSiteReaderSettings: SiteReaderSettings = {
  allowPrivate: false,
  homeUrlOf: (host) => `https://${host}/`,
  siteOrigins: {},
  pageTimeoutMs: 8_000,
  maxPageBytes: 1_000_000,
  maxLinkedPages: 3,
};

export const siteMessages = {
  notHtml: 'The site did not answer with a web page',
  noText: 'The site has no text to read',
  status: (status: number) => `The site answered with HTTP ${status}`,
  timeout: (seconds: number) => `The site did not answer within ${seconds} s`,
  tooManyRedirects: 'The site redirected too many times',
} as const;

/** One page read: its address (after redirects), title, main text and description. */
export interface ReadPage {
  url: string;
  title: string;
  text: string;
  description: string;
  /** Links of the same site, as absolute URLs. */
  links: string[];
}

export class SiteReadError extends Error {
  override name = 'SiteReadError';
}

interface Fetched {
  url: string;
  status: number;
  contentType: string;
  body: string;
  location?: string;
}

/** One GET through the guarded lookup: the body cut at the size limit, the whole within the time limit. */
function fetchOnce(url: URL, settings: SiteReaderSettings): Promise<Fetched> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(settings.allowPrivate),
        headers: { Accept: 'text/html,application/xhtml+xml', 'User-Agent': 'CompanyResearch/1' },
        timeout: settings.pageTimeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(whole);
          resolve({
            url: url.toString(),
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).subarray(0, settings.maxPageBytes).toString('utf8'),
            location: response.headers.location,
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest of a huge page is not waited for.
          if (size >= settings.maxPageBytes) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', (error) => (done ? undefined : reject(error)));
      },
    );
    const giveUp = () =>
      request.destroy(new SiteReadError(siteMessages.timeout(Math.ceil(settings.pageTimeoutMs / 1000))));
    // The socket's idle timeout, and one for the whole answer (a site that trickles bytes).
    const whole = setTimeout(giveUp, settings.pageTimeoutMs);
    request.on('timeout', giveUp);
    request.on('error', (error) => {
      clearTimeout(whole);
      reject(error);
    });
    request.end();
  });
}

/** The site's own host names: the host and its www. twin. */
const sameSite = (a: string, b: string) => a.replace(/^www\./, '') === b.replace(/^www\./, '');

/** GET with up to three redirects, each within the same site. */
async function fetchPage(url: URL, settings: SiteReaderSettings): Promise<Fetched> {
  let current = url;
  for (let hop = 0; hop < 4; hop += 1) {
    const fetched = await fetchOnce(current, settings);
    if (fetched.status < 300 || fetched.status >= 400 || !fetched.location) return fetched;
    const next = new URL(fetched.location, current);
    if (!['http:', 'https:'].includes(next.protocol) || !sameSite(next.hostname, url.hostname))
      throw new SiteReadError(siteMessages.status(fetched.status));
    current = next;
  }
  throw new SiteReadError(siteMessages.tooManyRedirects);
}

/** Pages worth reading for a research, by the words of their address or link text. */
const usefulPage =
  /about|company|team|product|platform|solution|feature|service|pricing|plans|customer|case-stud|stories|why/i;

/** The page's main text (Readability), title, description and same-site links. */
export function extractPage(html: string, url: string): ReadPage {
  const { document } = parseHTML(html);
  const description =
    document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ??
    document.querySelector('meta[property="og:description"]')?.getAttribute('content')?.trim() ??
    '';
  const base = new URL(url);
  const links: string[] = [];
  for (const anchor of document.querySelectorAll('a[href]')) {
    let target: URL;
    try {
      target = new URL(anchor.getAttribute('href') ?? '', base);
    } catch {
      continue;
    }
    target.hash = '';
    const words = `${target.pathname} ${anchor.textContent ?? ''}`;
    if (sameSite(target.hostname, base.hostname) && target.pathname !== '/' && usefulPage.test(words))
      links.push(target.toString());
  }
  const article = new Readability(document as unknown as Document, { charThreshold: 100 }).parse();
  const text = (article?.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return { url, title: article?.title?.trim() ?? '', text, description, links: [...new Set(links)] };
}

const isHtml = (contentType: string) => /^(text\/html|application\/xhtml\+xml)\b/i.test(contentType.trim());

/** Reads one page; null for a page besides the home page that can not be read (it is left out). */
async function readPage(url: URL, settings: SiteReaderSettings): Promise<ReadPage> {
  const fetched = await fetchPage(url, settings);
  if (fetched.status >= 400) throw new SiteReadError(siteMessages.status(fetched.status));
  if (!isHtml(fetched.contentType)) throw new SiteReadError(siteMessages.notHtml);
  return extractPage(fetched.body, fetched.url);
}

/**
 * The home page of `host` and up to `maxLinkedPages` same-site pages it links to. Throws a
 * SiteReadError (or the connection's error, such as the SSRF guard's) when the home page can not
 * be read; a linked page that can not be read is left out.
 */
export async function readSite(host: string, settings: SiteReaderSettings): Promise<ReadPage[]> {
  const origin = settings.siteOrigins[host];
  const home = await readPage(new URL(origin ? `${origin}/` : settings.homeUrlOf(host)), settings);
  const pages = [home];
  for (const link of home.links.slice(0, settings.maxLinkedPages)) {
    try {
      const page = await readPage(new URL(link), settings);
      if (page.text) pages.push(page);
    } catch {
      // A page that fails is not a failed research: the others are read.
    }
  }
  if (!pages.some((page) => page.text || page.description)) throw new SiteReadError(siteMessages.noText);
  return pages;
}
