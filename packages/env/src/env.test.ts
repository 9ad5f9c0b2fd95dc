import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

async function home() {
  return mkdtemp(path.join(tmpdir(), 'coffer-env-'));
}

describe('parseEnv', () => {
  it('gives every variable a working local default', async () => {
    const dir = await home();
    const env = parseEnv({ COFFER_HOME: dir });
    expect(env).toMatchObject({
      nodeEnv: 'development',
      databaseUrl: undefined,
      databasePoolSize: 10,
      appOrigin: 'http://localhost:3000',
      smtpUrl: undefined,
      homeDir: dir,
      fileStorageDir: path.join(dir, 'files'),
      embeddedPostgresPort: 54320,
      port: 3000,
      http: { idleTimeoutSeconds: 60, shutdownGraceSeconds: 30 },
      logLevel: 'info',
      metrics: undefined,
      trustedProxies: { hops: 0, cidrs: [] },
      keyStorage: { maxEntries: 10_000, maxEntryBytes: 16_384, maxUnlockers: 32 },
      organizationTokenTtlSeconds: 3600,
      oidcRsaKeyBits: 2048,
    });
    expect(env.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the generated secret in the local folder, private, and reuses it', async () => {
    const dir = await home();
    const first = parseEnv({ COFFER_HOME: dir }).secret;
    expect(parseEnv({ COFFER_HOME: dir }).secret).toBe(first);
    expect(JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8'))).toEqual({
      secret: first,
    });
    expect((await stat(path.join(dir, 'secrets.json'))).mode & 0o777).toBe(0o600);
  });

  it('takes configured values and normalises the origin', async () => {
    const env = parseEnv({
      COFFER_HOME: await home(),
      DATABASE_URL: 'postgresql://u:p@db:5432/coffer',
      APP_ORIGIN: 'https://coffer.example/',
      SMTP_URL: 'smtp://mail:2525',
      COFFER_SECRET: 'a'.repeat(43),
      NODE_ENV: 'production',
    });
    expect(env).toMatchObject({
      databaseUrl: 'postgresql://u:p@db:5432/coffer',
      appOrigin: 'https://coffer.example',
      smtpUrl: 'smtp://mail:2525',
      secret: 'a'.repeat(43),
      nodeEnv: 'production',
    });
  });

  it('keeps mail in the outbox outside production, and in production only when asked', async () => {
    const dir = await home();
    const outbox = (source: Record<string, string>) =>
      parseEnv({ COFFER_HOME: dir, ...source }).mailOutbox;
    expect(outbox({})).toBe(true);
    expect(outbox({ NODE_ENV: 'test' })).toBe(true);
    expect(outbox({ NODE_ENV: 'production' })).toBe(false);
    expect(outbox({ NODE_ENV: 'production', MAIL_OUTBOX: 'on' })).toBe(true);
    expect(outbox({ MAIL_OUTBOX: 'off' })).toBe(false);
    expect(outbox({ SMTP_URL: 'smtp://mail:2525' })).toBe(false);
    expect(() => outbox({ SMTP_URL: 'smtp://mail:2525', MAIL_OUTBOX: 'on' })).toThrow(
      /MAIL_OUTBOX: set either SMTP_URL \(mail is sent\) or MAIL_OUTBOX=on/,
    );
    expect(() => outbox({ MAIL_OUTBOX: 'yes' })).toThrow(/MAIL_OUTBOX: must be on or off/);
  });

  it('takes the HTTP server and trusted proxy settings', async () => {
    const env = parseEnv({
      COFFER_HOME: await home(),
      PORT: '8080',
      HTTP_IDLE_TIMEOUT_SECONDS: '5',
      SHUTDOWN_GRACE_SECONDS: '0',
      TRUSTED_PROXY_CIDRS: '10.0.0.0/8, 192.0.2.7,::1,fd00::/8',
    });
    expect(env).toMatchObject({
      port: 8080,
      http: { idleTimeoutSeconds: 5, shutdownGraceSeconds: 0 },
      trustedProxies: { hops: 0, cidrs: ['10.0.0.0/8', '192.0.2.7', '::1', 'fd00::/8'] },
    });
    expect(parseEnv({ COFFER_HOME: env.homeDir, TRUSTED_PROXY_HOPS: '2' }).trustedProxies).toEqual({
      hops: 2,
      cidrs: [],
    });
  });

  it('names a bad proxy setting, and refuses a hop count together with ranges', async () => {
    const dir = await home();
    expect(() =>
      parseEnv({ COFFER_HOME: dir, TRUSTED_PROXY_CIDRS: '10.0.0.0/8,proxy.lan' }),
    ).toThrow(/TRUSTED_PROXY_CIDRS.*IP addresses or CIDR ranges/);
    expect(() => parseEnv({ COFFER_HOME: dir, TRUSTED_PROXY_HOPS: '-1' })).toThrow(
      /TRUSTED_PROXY_HOPS/,
    );
    expect(() =>
      parseEnv({ COFFER_HOME: dir, TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXY_CIDRS: '10.0.0.1' }),
    ).toThrow(/TRUSTED_PROXY_CIDRS: set either TRUSTED_PROXY_HOPS or TRUSTED_PROXY_CIDRS/);
  });

  it('takes the key storage limits, and names one that is out of range', async () => {
    const dir = await home();
    const env = parseEnv({
      COFFER_HOME: dir,
      KEY_STORAGE_MAX_ENTRIES: '3',
      KEY_STORAGE_MAX_ENTRY_BYTES: '64',
      KEY_STORAGE_MAX_UNLOCKERS: '2',
    });
    expect(env.keyStorage).toEqual({ maxEntries: 3, maxEntryBytes: 64, maxUnlockers: 2 });
    expect(() => parseEnv({ COFFER_HOME: dir, KEY_STORAGE_MAX_ENTRIES: '0' })).toThrow(
      /KEY_STORAGE_MAX_ENTRIES/,
    );
    expect(() => parseEnv({ COFFER_HOME: dir, KEY_STORAGE_MAX_ENTRY_BYTES: '2000000' })).toThrow(
      /KEY_STORAGE_MAX_ENTRY_BYTES: must be at most 524288/,
    );
    expect(() => parseEnv({ COFFER_HOME: dir, KEY_STORAGE_MAX_ENTRY_BYTES: '16' })).toThrow(
      /KEY_STORAGE_MAX_ENTRY_BYTES: must be at least 28/,
    );
    expect(() => parseEnv({ COFFER_HOME: dir, KEY_STORAGE_MAX_UNLOCKERS: 'many' })).toThrow(
      /KEY_STORAGE_MAX_UNLOCKERS/,
    );
  });

  it('takes the RSA signing key size, and names one that is not a supported size', async () => {
    const dir = await home();
    expect(parseEnv({ COFFER_HOME: dir, OIDC_RSA_KEY_BITS: '3072' }).oidcRsaKeyBits).toBe(3072);
    expect(() => parseEnv({ COFFER_HOME: dir, OIDC_RSA_KEY_BITS: '1024' })).toThrow(
      /OIDC_RSA_KEY_BITS: must be 2048, 3072 or 4096/,
    );
  });

  it('publishes a rotated signing key 10 min before it signs, and names a delay too short', async () => {
    const dir = await home();
    expect(parseEnv({ COFFER_HOME: dir }).oidcNewKeyDelaySeconds).toBe(600);
    expect(
      parseEnv({ COFFER_HOME: dir, OIDC_NEW_KEY_DELAY_SECONDS: '3600' }).oidcNewKeyDelaySeconds,
    ).toBe(3600);
    expect(() => parseEnv({ COFFER_HOME: dir, OIDC_NEW_KEY_DELAY_SECONDS: '60' })).toThrow(
      /OIDC_NEW_KEY_DELAY_SECONDS: must be at least 120/,
    );
  });

  it('requires PAR of every relying party only with OIDC_REQUIRE_PAR=on', async () => {
    const dir = await home();
    expect(parseEnv({ COFFER_HOME: dir }).oidcRequirePushedAuthorizationRequests).toBe(false);
    expect(
      parseEnv({ COFFER_HOME: dir, OIDC_REQUIRE_PAR: 'on' }).oidcRequirePushedAuthorizationRequests,
    ).toBe(true);
    expect(() => parseEnv({ COFFER_HOME: dir, OIDC_REQUIRE_PAR: 'yes' })).toThrow(
      /OIDC_REQUIRE_PAR: must be on or off/,
    );
  });

  it('takes the organization token lifetime, and names one that is out of range', async () => {
    const dir = await home();
    expect(
      parseEnv({ COFFER_HOME: dir, ORGANIZATION_TOKEN_TTL_SECONDS: '5' })
        .organizationTokenTtlSeconds,
    ).toBe(5);
    expect(() => parseEnv({ COFFER_HOME: dir, ORGANIZATION_TOKEN_TTL_SECONDS: '0' })).toThrow(
      /ORGANIZATION_TOKEN_TTL_SECONDS/,
    );
    expect(() => parseEnv({ COFFER_HOME: dir, ORGANIZATION_TOKEN_TTL_SECONDS: '86401' })).toThrow(
      /ORGANIZATION_TOKEN_TTL_SECONDS: must be at most 86400/,
    );
  });

  it('takes the activity settings, and names one that is out of range', async () => {
    const dir = await home();
    expect(parseEnv({ COFFER_HOME: dir, APP_ORIGIN: 'https://coffer.example' }).activity).toEqual({
      mailFrom: 'Coffer <no-reply@coffer.example>',
      digestHourUtc: 7,
      webhookTimeoutSeconds: 10,
      webhookPrivateNetworks: 'deny',
      webhookConcurrency: { process: 8, organization: 2, endpoint: 1 },
      webhookEndpointsPerOrganization: 10,
      mailConcurrency: { process: 4, organization: 2 },
    });
    const env = parseEnv({
      COFFER_HOME: dir,
      MAIL_FROM: 'Acme <mail@acme.example>',
      ACTIVITY_DIGEST_HOUR: '18',
      WEBHOOK_TIMEOUT_SECONDS: '3',
      WEBHOOK_PRIVATE_NETWORKS: 'allow',
      WEBHOOK_CONCURRENCY: '20',
      WEBHOOK_CONCURRENCY_PER_ORGANIZATION: '5',
      WEBHOOK_CONCURRENCY_PER_ENDPOINT: '2',
      WEBHOOK_ENDPOINTS_PER_ORGANIZATION: '3',
      STREAMS_PER_SESSION: '4',
      STREAMS_PER_ADDRESS: '6',
      MAIL_CONCURRENCY: '10',
      MAIL_CONCURRENCY_PER_ORGANIZATION: '3',
    });
    expect(env.activity).toEqual({
      mailFrom: 'Acme <mail@acme.example>',
      digestHourUtc: 18,
      webhookTimeoutSeconds: 3,
      webhookPrivateNetworks: 'allow',
      webhookConcurrency: { process: 20, organization: 5, endpoint: 2 },
      webhookEndpointsPerOrganization: 3,
      mailConcurrency: { process: 10, organization: 3 },
    });
    expect(env.streams).toEqual({ perSession: 4, perAddress: 6 });
    expect(() =>
      parseEnv({
        COFFER_HOME: dir,
        WEBHOOK_CONCURRENCY: '4',
        WEBHOOK_CONCURRENCY_PER_ORGANIZATION: '5',
      }),
    ).toThrow(/WEBHOOK_CONCURRENCY_PER_ORGANIZATION: must be at most WEBHOOK_CONCURRENCY/);
    expect(() =>
      parseEnv({ COFFER_HOME: dir, MAIL_CONCURRENCY: '1', MAIL_CONCURRENCY_PER_ORGANIZATION: '2' }),
    ).toThrow(/MAIL_CONCURRENCY_PER_ORGANIZATION: must be at most MAIL_CONCURRENCY/);
    expect(() => parseEnv({ COFFER_HOME: dir, STREAMS_PER_SESSION: '0' })).toThrow(
      /STREAMS_PER_SESSION/,
    );
    expect(() => parseEnv({ COFFER_HOME: dir, WEBHOOK_PRIVATE_NETWORKS: 'yes' })).toThrow(
      /WEBHOOK_PRIVATE_NETWORKS: must be deny or allow/,
    );
    expect(() => parseEnv({ COFFER_HOME: dir, ACTIVITY_DIGEST_HOUR: '24' })).toThrow(
      /ACTIVITY_DIGEST_HOUR: must be an hour of the day/,
    );
    expect(() => parseEnv({ COFFER_HOME: dir, MAIL_FROM: 'a\r\nBcc: x@y' })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ COFFER_HOME: dir, WEBHOOK_TIMEOUT_SECONDS: '0' })).toThrow(
      /WEBHOOK_TIMEOUT_SECONDS/,
    );
  });

  it('keeps files in the folder unless a bucket is set, and names a bad S3 setting', async () => {
    const dir = await home();
    expect(parseEnv({ COFFER_HOME: dir }).s3).toBeUndefined();
    expect(parseEnv({ COFFER_HOME: dir, S3_BUCKET: 'coffer-files' }).s3).toEqual({
      bucket: 'coffer-files',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      parseEnv({
        COFFER_HOME: dir,
        S3_BUCKET: 'coffer.files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'coffer.files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(() => parseEnv({ COFFER_HOME: dir, S3_BUCKET: 'Coffer_Files' })).toThrow(
      /S3_BUCKET: must be an S3 bucket name/,
    );
    expect(() =>
      parseEnv({ COFFER_HOME: dir, S3_BUCKET: 'b1', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/S3_BUCKET[\s\S]*S3_ENDPOINT: must be an http/);
    expect(() =>
      parseEnv({ COFFER_HOME: dir, S3_BUCKET: 'coffer', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(/S3_FORCE_PATH_STYLE: must be true or false/);
    expect(() => parseEnv({ COFFER_HOME: dir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: needs S3_BUCKET/,
    );
    expect(() =>
      parseEnv({ COFFER_HOME: dir, S3_BUCKET: 'coffer', FILE_STORAGE_DIR: '/srv/files' }),
    ).toThrow(/FILE_STORAGE_DIR: set either FILE_STORAGE_DIR or S3_BUCKET/);
  });

  it('takes the log level and the metrics port, which must not be the public one', async () => {
    const dir = await home();
    expect(parseEnv({ COFFER_HOME: dir, LOG_LEVEL: 'warn', METRICS_PORT: '9464' })).toMatchObject({
      logLevel: 'warn',
      metrics: { port: 9464, host: '127.0.0.1' },
    });
    expect(() => parseEnv({ COFFER_HOME: dir, LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL: must be one of/,
    );
    expect(() => parseEnv({ COFFER_HOME: dir, METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });

  it('serves metrics on loopback unless METRICS_HOST names another address', async () => {
    const dir = await home();
    expect(parseEnv({ COFFER_HOME: dir, METRICS_PORT: '9464' }).metrics?.host).toBe('127.0.0.1');
    for (const host of ['10.0.0.5', '0.0.0.0', '::', 'fd00::5']) {
      expect(
        parseEnv({ COFFER_HOME: dir, METRICS_PORT: '9464', METRICS_HOST: host }).metrics,
      ).toEqual({ port: 9464, host });
    }
    for (const host of ['monitoring.internal', '10.0.0.0/8', '10.0.0.5:9464']) {
      expect(() =>
        parseEnv({ COFFER_HOME: dir, METRICS_PORT: '9464', METRICS_HOST: host }),
      ).toThrow(/METRICS_HOST: must be an IP address of this machine/);
    }
    expect(() => parseEnv({ COFFER_HOME: dir, METRICS_HOST: '10.0.0.5' })).toThrow(
      /METRICS_HOST: needs METRICS_PORT/,
    );
  });

  it('treats an empty value as unset', async () => {
    expect(parseEnv({ COFFER_HOME: await home(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable in one clear message', () => {
    const attempt = () =>
      parseEnv({
        DATABASE_URL: 'mysql://db/coffer',
        APP_ORIGIN: 'ftp://x',
        SMTP_URL: 'mail.example',
        COFFER_SECRET: 'short',
        EMBEDDED_POSTGRES_PORT: '80',
        DATABASE_POOL_SIZE: '0',
        PORT: '70000',
        HTTP_IDLE_TIMEOUT_SECONDS: '0',
        SHUTDOWN_GRACE_SECONDS: 'soon',
      });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgresql:\/\//);
    expect(attempt).toThrow(/APP_ORIGIN: must be an http\(s\)/);
    expect(attempt).toThrow(/SMTP_URL: must be an smtp/);
    expect(attempt).toThrow(/COFFER_SECRET: must be at least 32 bytes/);
    expect(attempt).toThrow(/EMBEDDED_POSTGRES_PORT/);
    expect(attempt).toThrow(/DATABASE_POOL_SIZE/);
    expect(attempt).toThrow(/\n {2}PORT: /);
    expect(attempt).toThrow(/HTTP_IDLE_TIMEOUT_SECONDS/);
    expect(attempt).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});
