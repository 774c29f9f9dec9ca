import { describe, expect, it } from 'vitest';
import { publicOrigin, publicUrlWarning } from './public-url';

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
