import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/**
 * Issue 26: "every route a user can reach is linked from somewhere". Every path of the area's
 * route table that needs no parameter and is not a redirect must be the target of a link or a
 * navigation in the area's own code (a string or template that starts with the path and ends
 * there, or goes on with a query, a hash or an interpolation), or be listed below with the
 * reason it is not. Routes with a parameter are reached from the rows that carry the id.
 */
const notLinkedHere: Record<string, string> = {
  '/search/search-prospects':
    "the shell's sidebar Search item opens /search, which redirects here; the area's own menu links the same page as /profiles/search-prospects",
};

const sourceDir = dirname(fileURLToPath(import.meta.url));

/** The area's UI code: no tests, test support or stories, and not the route table itself. */
function uiSources(): { file: string; text: string }[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !/\.(test|test-support|test-helpers|test-fixtures|stories)\.tsx?$/.test(file))
    .filter((file) => file !== 'routes.tsx')
    .map((file) => ({ file, text: readFileSync(join(sourceDir, file), 'utf8') }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string or template literal that targets exactly `path` (maybe with a query, hash or `${…}` after it). */
function targets(text: string, path: string): boolean {
  return new RegExp(`['"\`]${escapeRegExp(path)}(?:['"\`?#]|\\$\\{)`).test(text);
}

const reachable = routes
  .filter((route) => !('redirect' in route && route.redirect))
  .map((route) => route.path)
  .filter((path) => !path.includes(':'));

describe('every route of the campaigns area is linked from its UI (issue 26)', () => {
  const sources = uiSources();

  it('reads the area code', () => {
    expect(sources.some((source) => source.file.endsWith('MyCampaignsPage.tsx'))).toBe(true);
    expect(reachable).toContain('/campaign/add');
    expect(reachable).toContain('/smart-sequences');
  });

  it.each(reachable.filter((path) => !(path in notLinkedHere)))('%s is the target of a link', (path) => {
    expect(sources.filter((source) => targets(source.text, path)).map((source) => source.file)).not.toEqual(
      [],
    );
  });

  it('lists only routes of the table that no link reaches', () => {
    for (const path of Object.keys(notLinkedHere)) {
      expect(reachable).toContain(path);
      expect(sources.some((source) => targets(source.text, path))).toBe(false);
    }
  });

  it('tells a link from a longer path', () => {
    expect(targets("navigate('/campaign/add')", '/campaign/add')).toBe(true);
    expect(targets('to="/campaign/add?outreach=email"', '/campaign/add')).toBe(true);
    expect(targets(`\`/smart-sequences\${search}\``, '/smart-sequences')).toBe(true);
    expect(targets(`\`/smart-sequences/edit/\${id}\``, '/smart-sequences')).toBe(false);
    expect(targets("'/campaigns/my-campaigns'", '/campaigns')).toBe(false);
  });
});
