import { describe, expect, it } from 'vitest';
import { brandOrigin, isLoopbackHost, publicOrigin, publicUrlWarning, serverOrigin } from './public-url';

describe('publicUrlWarning', () => {
  it('warns without PUBLIC_URL that the links point at this machine', () => {
    expect(publicUrlWarning(undefined, 'http://localhost:3000')).toBe(
      "PUBLIC_URL is not set: unsubscribe and tracking links in outreach emails will point at this machine (http://localhost:3000), which recipients cannot reach; set PUBLIC_URL to this server's public https address",
    );
  });

  it('warns when PUBLIC_URL is not https', () => {
    expect(publicUrlWarning('http://outreach.example.com', 'http://localhost:3000')).toMatch(
      /^PUBLIC_URL \(http:\/\/outreach\.example\.com\) is not https: unsubscribe and tracking links/,
    );
    expect(publicUrlWarning('HTTP://localhost:8080/', 'http://localhost:8080')).toMatch(/is not https/);
  });

  it('says nothing for an https PUBLIC_URL', () => {
    expect(publicUrlWarning('https://outreach.example.com', 'http://localhost:3000')).toBeNull();
    expect(publicUrlWarning('HTTPS://Outreach.example.com/app/', 'http://localhost:3000')).toBeNull();
  });
});

describe('publicOrigin', () => {
  it('is PUBLIC_URL without a trailing slash, else the request origin', () => {
    expect(publicOrigin('https://a.test/', 'http://localhost:3000/x')).toBe('https://a.test');
    expect(publicOrigin(undefined, 'http://localhost:3000/x')).toBe('http://localhost:3000');
  });
});

describe('links in emails (issue 23 item 8)', () => {
  it("start at PUBLIC_URL, else at the server's listen address", () => {
    expect(serverOrigin('https://outreach.example.com/', 'http://localhost:3000')).toBe(
      'https://outreach.example.com',
    );
    expect(serverOrigin(undefined, 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it("open on a brand's public domain over https from a public server", () => {
    const domains = ['partner.localhost', 'app.partner.example', 'www.partner.example'];
    expect(brandOrigin('https://outreach.example.com', domains)).toBe('https://app.partner.example');
    // Even when PUBLIC_URL is plain http: a reset code never travels in clear to a brand's domain.
    expect(brandOrigin('http://outreach.example.com:8080', domains)).toBe('https://app.partner.example');
  });

  it("open on a brand's *.localhost domain, on the server's scheme and port, from a server on this machine", () => {
    const domains = ['app.partner.example', 'partner.localhost'];
    expect(brandOrigin('http://localhost:3000', domains)).toBe('http://partner.localhost:3000');
    expect(brandOrigin('http://127.0.0.1', domains)).toBe('http://partner.localhost');
  });

  it('have no brand origin when no registered domain fits (the caller uses the server origin)', () => {
    expect(brandOrigin('https://outreach.example.com', ['partner.localhost'])).toBeNull();
    expect(brandOrigin('http://localhost:3000', ['app.partner.example'])).toBeNull();
    expect(brandOrigin('https://outreach.example.com', [])).toBeNull();
  });

  it('know which names only this machine answers to', () => {
    for (const name of ['localhost', 'acme.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLoopbackHost(name)).toBe(true);
    for (const name of ['example.com', 'localhost.example.com', '10.0.0.1', 'mylocalhost'])
      expect(isLoopbackHost(name)).toBe(false);
  });
});
