import { describe, expect, it } from 'vitest';
import { supportIntegrations } from './schema';
import { supportWidgets } from './support';

describe('support widgets', () => {
  it('has a widget for every integration of the schema', () => {
    expect(Object.keys(supportWidgets).sort()).toEqual([...supportIntegrations].sort());
  });

  it.each(supportIntegrations.filter((integration) => integration !== 'no_support'))(
    '%s loads its script from an origin its CSP allows, over https',
    (integration) => {
      const widget = supportWidgets[integration];
      const script = new URL(widget.script('abc123'));
      expect(script.protocol).toBe('https:');
      const allowed = widget.origins.script.some((origin) =>
        origin.startsWith('https://*.')
          ? script.hostname.endsWith(origin.slice('https://*'.length))
          : origin === script.origin,
      );
      expect(allowed).toBe(true);
      for (const origin of [...widget.origins.script, ...widget.origins.connect])
        expect(origin).toMatch(/^(https|wss):\/\/(\*\.)?[a-z0-9.-]+$/);
      expect(widget.appId.test('abc123')).toBe(true);
      expect(widget.appId.test('<script>')).toBe(false);
      expect(widget.appId.test('a b')).toBe(false);
    },
  );

  it('lets tawk ids name a widget (property/widget) and adds nothing for no_support', () => {
    expect(supportWidgets.tawk.script('prop/widget')).toBe('https://embed.tawk.to/prop/widget');
    expect(supportWidgets.tawk.script('prop')).toBe('https://embed.tawk.to/prop/default');
    expect(Object.values(supportWidgets.no_support.origins).flat()).toEqual([]);
  });
});
