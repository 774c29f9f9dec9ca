import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      DEFAULT_BRAND: 'reachly',
      PUBLIC_URL: undefined,
      DIST_DIR: './dist',
      REMOTE_CAMPAIGNS_URL: undefined,
      REMOTE_INBOX_URL: undefined,
      REMOTE_BILLING_URL: undefined,
      REMOTE_DIALER_URL: undefined,
      REMOTE_AI_URL: undefined,
      REMOTE_ADMIN_URL: undefined,
      FRAME_ANCESTORS: [],
      DEMO_SEED: true,
      JOBS: true,
      SMTP_URL: undefined,
      MAIL_FROM: 'Reachly <no-reply@reachly.local>',
      TRUST_PROXY: false,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      MICROSOFT_CLIENT_ID: undefined,
      MICROSOFT_CLIENT_SECRET: undefined,
      ENGINE_TICK_SECONDS: 30,
      ENGINE_WORK_WEEKENDS: false,
      ENGINE_SPACING_MIN_SECONDS: 60,
      ENGINE_SPACING_MAX_SECONDS: 240,
      ENGINE_WORKER_TIMEOUT_SECONDS: 30,
      LOCAL_PAYMENTS_PORT: 4242,
      LLM_TIMEOUT_SECONDS: 60,
      LLM_MAX_ATTEMPTS: 3,
      LLM_CONCURRENCY: 4,
      MAIL_HOSTING: 'sandbox',
      MAIL_HOSTING_MAILBOX_PRICE: 20,
      REGISTRAR: 'sandbox',
      NAMECOM_API_URL: 'https://api.name.com',
      REGISTRAR_CREDITS_PER_USD: 10,
      RESEARCH_SITES: {},
    });
  });

  it('maps research sites to their origins (issue 28)', () => {
    const env = loadEnv({
      RESEARCH_ALLOW_PRIVATE: 'yes',
      RESEARCH_SITES: ' acme.test=http://127.0.0.1:8123 , other.test=https://example.com ',
    });
    expect(env.RESEARCH_ALLOW_PRIVATE).toBe(true);
    expect(env.RESEARCH_SITES).toEqual({
      'acme.test': 'http://127.0.0.1:8123',
      'other.test': 'https://example.com',
    });
  });

  it('wants the database and both servers with MAIL_HOSTING=postfix (issue 29)', () => {
    expect(() => loadEnv({ MAIL_HOSTING: 'exim' })).toThrow(/MAIL_HOSTING: must be sandbox or postfix/);
    expect(() => loadEnv({ MAIL_HOSTING: 'postfix' })).toThrow(
      /DATABASE_URL: must be set with MAIL_HOSTING=postfix.*MAIL_HOSTING_SMTP_URL: must be set.*MAIL_HOSTING_IMAP_URL: must be set/,
    );
    expect(() => loadEnv({ MAIL_HOSTING_SMTP_URL: 'smtp://user:pass@mail.example.com' })).toThrow(
      /MAIL_HOSTING_SMTP_URL: must be smtp:\/\/host:port/,
    );
    expect(() => loadEnv({ MAIL_HOSTING_MAILBOX_PRICE: '0' })).toThrow(/MAIL_HOSTING_MAILBOX_PRICE/);
    expect(
      loadEnv({
        MAIL_HOSTING: 'postfix',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
        MAIL_HOSTING_SMTP_URL: 'smtp://mail.example.com:587',
        MAIL_HOSTING_IMAP_URL: 'imaps://mail.example.com',
        MAIL_HOSTING_MAILBOX_PRICE: '35',
      }),
    ).toMatchObject({ MAIL_HOSTING: 'postfix', MAIL_HOSTING_MAILBOX_PRICE: 35 });
  });

  it('wants the Name.com username and token with REGISTRAR=namecom (issue 29)', () => {
    expect(() => loadEnv({ REGISTRAR: 'godaddy' })).toThrow(/REGISTRAR: must be sandbox or namecom/);
    expect(() => loadEnv({ REGISTRAR: 'namecom' })).toThrow(
      /NAMECOM_USERNAME: must be set with REGISTRAR=namecom.*NAMECOM_TOKEN: must be set with REGISTRAR=namecom/,
    );
    expect(() => loadEnv({ REGISTRAR: 'namecom', NAMECOM_USERNAME: 'acme' })).toThrow(
      /^Invalid environment variable: NAMECOM_TOKEN: must be set with REGISTRAR=namecom/,
    );
    expect(() => loadEnv({ NAMECOM_API_URL: 'ftp://api.name.com' })).toThrow(
      /NAMECOM_API_URL: must be an http/,
    );
    expect(() => loadEnv({ REGISTRAR_CREDITS_PER_USD: '0' })).toThrow(/REGISTRAR_CREDITS_PER_USD/);
    expect(() => loadEnv({ REGISTRAR_CREDITS_PER_USD: 'ten' })).toThrow(
      /REGISTRAR_CREDITS_PER_USD: must be a number of credits/,
    );
    expect(
      loadEnv({
        REGISTRAR: 'namecom',
        NAMECOM_USERNAME: 'acme-test',
        NAMECOM_TOKEN: 'token',
        NAMECOM_API_URL: 'https://api.dev.name.com',
        REGISTRAR_CREDITS_PER_USD: '8.5',
      }),
    ).toMatchObject({
      REGISTRAR: 'namecom',
      NAMECOM_USERNAME: 'acme-test',
      NAMECOM_TOKEN: 'token',
      NAMECOM_API_URL: 'https://api.dev.name.com',
      REGISTRAR_CREDITS_PER_USD: 8.5,
    });
  });

  it('wants the webhook secret with a Stripe key (payments)', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY/,
    );
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    const env = loadEnv({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      LOCAL_PAYMENTS_PORT: '0',
    });
    expect(env).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      LOCAL_PAYMENTS_PORT: 0,
    });
  });

  it('reads the values given, treating empty ones as unset', () => {
    const env = loadEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: '',
      DEMO_SEED: 'false',
      JOBS: '0',
      LOG_LEVEL: 'debug',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: undefined,
      DEMO_SEED: false,
      JOBS: false,
      LOG_LEVEL: 'debug',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a port number'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ DEMO_SEED: 'nope' }, 'DEMO_SEED: must be true or false'],
    [{ RESEARCH_ALLOW_PRIVATE: 'maybe' }, 'RESEARCH_ALLOW_PRIVATE: must be true or false'],
    [{ RESEARCH_SITES: 'acme.test' }, 'RESEARCH_SITES: must be host=http(s)://origin pairs, comma separated'],
    [{ RESEARCH_SITES: 'acme.test=ftp://x' }, 'RESEARCH_SITES: must be host=http(s)://origin pairs'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [
      { REMOTE_INBOX_URL: 'cdn/inbox.json' },
      'REMOTE_INBOX_URL: must be an http(s) URL or a path starting with /',
    ],
    [{ FRAME_ANCESTORS: 'portal.example.com' }, 'FRAME_ANCESTORS: "portal.example.com" must be an origin'],
    [{ SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET: must be set with GOOGLE_CLIENT_ID'],
    [{ MICROSOFT_CLIENT_SECRET: 'secret' }, 'MICROSOFT_CLIENT_ID: must be set with MICROSOFT_CLIENT_SECRET'],
    [{ CREDENTIALS_KEY: 'c2hvcnQ=' }, 'CREDENTIALS_KEY: must be 32 bytes, base64-encoded'],
  ])('stops on %j with a message naming the variable', (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });
});
