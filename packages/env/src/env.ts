import path from 'node:path';
import { z } from 'zod';
import { readOrCreateLocalSecret } from './local-secrets';
import { findWorkspaceRoot } from './workspace-root';

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgresql://user:password@host:port/database URL',
});

/** One address (a proxy) or a CIDR range of them. */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'must be a comma-separated list of IP addresses or CIDR ranges',
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: an embedded PostgreSQL is started under COFFER_HOME (see packages/db). */
    DATABASE_URL: postgresUrl.optional(),
    // Connections one process may open: processes × this must stay under the server's
    // max_connections (docs/operations.md).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    // How long a request waits for one of those connections (a transaction, to start) before
    // it is answered 503 with Retry-After: busy, not broken.
    DATABASE_POOL_WAIT_SECONDS: z.coerce.number().min(0.1).max(60).default(5),
    /** The issuer and the origin of every page and API. */
    APP_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http(s)://host[:port] origin' })
      .default('http://localhost:3000'),
    /** Unset: mail is kept in the outbox (MAIL_OUTBOX) instead of being sent. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    // `on`: mail is kept in the outbox page (/dev/outbox), readable by whoever reaches the
    // server, instead of being sent. The default outside production; in production only when
    // asked for (a trial on one's own machine), and never with SMTP_URL.
    MAIL_OUTBOX: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
    /** Local state: embedded database, generated secrets, default file storage. */
    COFFER_HOME: z.string().min(1).optional(),
    FILE_STORAGE_DIR: z.string().min(1).optional(),
    // Set: blobs go to this S3-compatible bucket instead of FILE_STORAGE_DIR. Credentials come
    // from the AWS SDK's default chain (AWS_ACCESS_KEY_ID…, a profile, an instance role).
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3 to 63 of a-z 0-9 . -)',
      )
      .optional(),
    /** Unset: the AWS endpoint of the region. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1')
      .default('us-east-1'),
    // Most S3-compatible servers (MinIO, Ceph, s3rver) want the bucket in the path, not the host.
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    /** Server key for CSRF tokens and other MACs; at least 256 bits, base64url. */
    COFFER_SECRET: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43,}$/, 'must be at least 32 bytes of unpadded url-safe base64')
      .optional(),
    EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65535).default(54320),
    // Brute-force limits (docs/authentication.md). Tests of a limiter set them low; benchmarks raise them
    // and say so in their output.
    AUTH_FAILURES_BEFORE_LOCK: z.coerce.number().int().min(1).default(5),
    // Failures from every browser that never signed in as the identity, together: higher, so
    // one stranger locks only their own address, and many strangers still hit a ceiling.
    AUTH_IDENTITY_FAILURES_BEFORE_LOCK: z.coerce.number().int().min(1).default(20),
    AUTH_LOCK_BASE_SECONDS: z.coerce.number().int().min(1).default(60),
    AUTH_REQUESTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    // What one authenticated client (a relying party's or an organization's server, behind
    // one address whatever its traffic) may ask of /oauth2/token and /oauth2/par per minute.
    CLIENT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
    EMAILED_CODE_TTL_SECONDS: z.coerce.number().int().min(1).default(300),
    EMAILED_CODE_RESEND_SECONDS: z.coerce.number().int().min(0).default(30),
    // How recent the account's own method must be for a destructive or key-handing change
    // (docs/authentication.md#sensitive-operations): long enough to finish what one started.
    SENSITIVE_PROOF_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(600),
    // The key storage of an account (docs/key-model.md), 413 beyond. A person holds a few
    // identity keys and one key per box: 10 000 entries is more boxes than anyone keeps; an
    // entry seals a secret key of at most a few KiB (an aes-rsa PKCS#8 key is about 1.8 KB),
    // so 16 KiB leaves room; 32 unlockers is a password, a recovery key, and 30 passkeys and
    // devices. A JSON body is at most 1 MiB, so a larger entry could never arrive.
    KEY_STORAGE_MAX_ENTRIES: z.coerce.number().int().min(1).default(10_000),
    KEY_STORAGE_MAX_ENTRY_BYTES: z.coerce
      .number()
      .int()
      .min(28, 'must be at least 28 (a nonce and a tag)')
      .max(512 * 1024, 'must be at most 524288 (a JSON body is at most 1 MiB)')
      .default(16 * 1024),
    KEY_STORAGE_MAX_UNLOCKERS: z.coerce.number().int().min(1).default(32),
    // An organization's token (client_credentials) is a bearer secret on its servers: it lives an
    // hour, like every token, and at most a day. Tests of a client's renewal set it to seconds.
    ORGANIZATION_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400, 'must be at most 86400 (a day)')
      .default(3600),
    // The RSA signing keys' size (RS256, PS256 ID tokens): 2048 bits as the large providers
    // publish; larger keys cost about the cube of their size per signature. Read when a key is
    // made: a change applies from the next rotation (docs/oidc.md).
    OIDC_RSA_KEY_BITS: z.coerce
      .number()
      .int()
      .refine((bits) => [2048, 3072, 4096].includes(bits), 'must be 2048, 3072 or 4096')
      .default(2048),
    // How long a rotated signing key is in the JWKS before it signs (docs/oidc.md#signing-keys):
    // relying parties must have read it by then. The JWKS is cached 60 s, and a client that
    // meets an unknown kid reads it again only after a cooldown: 30 s for jose, 60 s for
    // openid-client (oauth4webapi), 5 min for Microsoft.IdentityModel. 10 min covers the
    // longest with room; below 120 s even openid-client could miss the key.
    OIDC_NEW_KEY_DELAY_SECONDS: z.coerce
      .number()
      .int()
      .min(120, 'must be at least 120 (the JWKS max-age of 60 s and a 60 s client cooldown)')
      .max(86_400, 'must be at most 86400 (a day)')
      .default(600),
    // `on`: every relying party must push its authorization requests (RFC 9126), as if each had
    // require_pushed_authorization_requests; Coffer's own sign-in is built by this server
    // (docs/oidc.md#pushed-authorization-requests).
    OIDC_REQUIRE_PAR: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    /** The port of Coffer's HTTP server (apps/web/src/server). */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // A connection silent this long is closed: a stalled client frees its socket, while an
    // upload that keeps sending may take as long as it needs (no total cap).
    HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
    // Requests one process works on at once (event streams aside, which have their own caps):
    // beyond, 503 with Retry-After at once, before the body is read (docs/operations.md).
    HTTP_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(128),
    /** Request logs and errors, as JSON lines on stdout (pino levels). */
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    // Prometheus metrics on a port of their own, for the monitoring network only: never on
    // the public port. Unset: no metrics endpoint.
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // The address the metrics port listens on: loopback unless the operator names the
    // interface of the monitoring network (0.0.0.0 or :: for every one).
    METRICS_HOST: z
      .union([z.ipv4(), z.ipv6()], {
        error: 'must be an IP address of this machine, e.g. 10.0.0.5 (0.0.0.0: every interface)',
      })
      .optional(),
    /** After SIGTERM/SIGINT, how long requests in flight may take to finish. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).default(30),
    // Forwarded headers name the client only when they come from proxies Coffer trusts: by
    // default none, and the client is the TCP peer (a client cannot pick its own address).
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
    TRUSTED_PROXY_CIDRS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(proxyAddress))
      .default([]),
    // Activity (docs/activity.md): who Coffer's mail comes from, when the daily digest of
    // `moderate` people goes out, how long an organization's webhook endpoint may take.
    MAIL_FROM: z
      .string()
      .regex(/^[^\r\n]+$/, 'must be one line, e.g. Coffer <no-reply@example.org>')
      .optional(),
    ACTIVITY_DIGEST_HOUR: z.coerce
      .number()
      .int()
      .min(0, 'must be an hour of the day, 0 to 23 (UTC)')
      .max(23, 'must be an hour of the day, 0 to 23 (UTC)')
      .default(7),
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
    // Deliveries at once in each process: in all, per organization, per endpoint. One
    // organization's slow endpoints take only their share of the workers.
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
    WEBHOOK_CONCURRENCY_PER_ORGANIZATION: z.coerce.number().int().min(1).max(100).default(2),
    WEBHOOK_CONCURRENCY_PER_ENDPOINT: z.coerce.number().int().min(1).max(100).default(1),
    // Organizations' mails of each kind ("opened a box for you", "let you into", a box's
    // activity: a queue each) sent at once in each process, in all and per organization: one
    // organization's thousand new boxes take only their share of the senders.
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
    MAIL_CONCURRENCY_PER_ORGANIZATION: z.coerce.number().int().min(1).max(100).default(2),
    // What one organization or one person can multiply (docs/activity.md): endpoints an
    // organization registers (each event is one request per endpoint), event streams open at
    // once per session and per client address, in each process.
    WEBHOOK_ENDPOINTS_PER_ORGANIZATION: z.coerce.number().int().min(1).default(10),
    STREAMS_PER_SESSION: z.coerce.number().int().min(1).default(20),
    STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
    // Whether webhooks may reach loopback, private and link-local addresses: `allow` only
    // where the receivers are on the operator's own network (development, tests).
    WEBHOOK_PRIVATE_NETWORKS: z
      .enum(['deny', 'allow'], { error: 'must be deny or allow' })
      .default('deny'),
  })
  .refine((raw) => raw.WEBHOOK_CONCURRENCY_PER_ORGANIZATION <= raw.WEBHOOK_CONCURRENCY, {
    path: ['WEBHOOK_CONCURRENCY_PER_ORGANIZATION'],
    error: 'must be at most WEBHOOK_CONCURRENCY (one organization never takes every worker)',
  })
  .refine((raw) => raw.MAIL_CONCURRENCY_PER_ORGANIZATION <= raw.MAIL_CONCURRENCY, {
    path: ['MAIL_CONCURRENCY_PER_ORGANIZATION'],
    error: 'must be at most MAIL_CONCURRENCY (one organization never takes every sender)',
  })
  .refine((raw) => raw.MAIL_OUTBOX !== 'on' || raw.SMTP_URL === undefined, {
    path: ['MAIL_OUTBOX'],
    error: 'set either SMTP_URL (mail is sent) or MAIL_OUTBOX=on (mail is kept), not both',
  })
  .refine((raw) => raw.METRICS_PORT === undefined || raw.METRICS_PORT !== raw.PORT, {
    path: ['METRICS_PORT'],
    error: 'must differ from PORT (metrics are never served on the public port)',
  })
  .refine((raw) => raw.METRICS_PORT !== undefined || raw.METRICS_HOST === undefined, {
    path: ['METRICS_HOST'],
    error: 'needs METRICS_PORT',
  })
  .refine((raw) => raw.S3_BUCKET === undefined || raw.FILE_STORAGE_DIR === undefined, {
    path: ['FILE_STORAGE_DIR'],
    error: 'set either FILE_STORAGE_DIR or S3_BUCKET, not both',
  })
  .refine((raw) => raw.S3_BUCKET !== undefined || raw.S3_ENDPOINT === undefined, {
    path: ['S3_ENDPOINT'],
    error: 'needs S3_BUCKET',
  })
  .refine((raw) => raw.TRUSTED_PROXY_HOPS === 0 || raw.TRUSTED_PROXY_CIDRS.length === 0, {
    path: ['TRUSTED_PROXY_CIDRS'],
    error: 'set either TRUSTED_PROXY_HOPS or TRUSTED_PROXY_CIDRS, not both',
  });

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databasePoolWaitSeconds: number;
  appOrigin: string;
  smtpUrl: string | undefined;
  /**
   * Mail is kept in the outbox page instead of being sent: no SMTP_URL, and MAIL_OUTBOX on
   * (by default outside production). Without SMTP_URL and without it, no mail can go out.
   */
  mailOutbox: boolean;
  homeDir: string;
  fileStorageDir: string;
  /** Set: blobs live in this bucket, not in fileStorageDir (docs/storage.md). */
  s3: S3Settings | undefined;
  secret: string;
  embeddedPostgresPort: number;
  port: number;
  http: { idleTimeoutSeconds: number; shutdownGraceSeconds: number; maxInFlight: number };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where GET /metrics is served; unset: nowhere. */
  metrics: { port: number; host: string } | undefined;
  /** Who may say, in X-Forwarded-For, which address a request came from. */
  trustedProxies: { hops: number; cidrs: string[] };
  auth: {
    failuresBeforeLock: number;
    identityFailuresBeforeLock: number;
    lockBaseSeconds: number;
    requestsPerIpPerMinute: number;
    requestsPerClientPerMinute: number;
    emailedCodeTtlSeconds: number;
    emailedCodeResendSeconds: number;
    sensitiveProofMaxAgeSeconds: number;
  };
  /** Limits of an account's key storage. */
  keyStorage: { maxEntries: number; maxEntryBytes: number; maxUnlockers: number };
  /** Lifetime of an organization's access token (client_credentials). */
  organizationTokenTtlSeconds: number;
  /** Size in bits of new RSA signing keys (OIDC_RSA_KEY_BITS). */
  oidcRsaKeyBits: number;
  /** How long a rotated signing key is published before it signs (OIDC_NEW_KEY_DELAY_SECONDS). */
  oidcNewKeyDelaySeconds: number;
  /** Every relying party must use PAR (OIDC_REQUIRE_PAR). */
  oidcRequirePushedAuthorizationRequests: boolean;
  /** Activity emails and webhooks (docs/activity.md). */
  activity: {
    mailFrom: string;
    digestHourUtc: number;
    webhookTimeoutSeconds: number;
    webhookPrivateNetworks: 'deny' | 'allow';
    webhookConcurrency: { process: number; organization: number; endpoint: number };
    webhookEndpointsPerOrganization: number;
    mailConcurrency: { process: number; organization: number };
  };
  /** Event streams open at once, per process. */
  streams: { perSession: number; perAddress: number };
};

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates the environment once; every problem is named with its variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(emptyAsUnset(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  // turbopackIgnore: folders chosen at run time, not files the server bundle depends on.
  const homeDir = path.resolve(
    /*turbopackIgnore: true*/ raw.COFFER_HOME ?? path.join(findWorkspaceRoot(), '.coffer'),
  );
  return {
    nodeEnv: raw.NODE_ENV,
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    databasePoolWaitSeconds: raw.DATABASE_POOL_WAIT_SECONDS,
    appOrigin: new URL(raw.APP_ORIGIN).origin,
    smtpUrl: raw.SMTP_URL,
    mailOutbox:
      raw.SMTP_URL === undefined &&
      (raw.MAIL_OUTBOX ?? (raw.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    homeDir,
    fileStorageDir: path.resolve(
      /*turbopackIgnore: true*/ raw.FILE_STORAGE_DIR ?? path.join(homeDir, 'files'),
    ),
    s3:
      raw.S3_BUCKET === undefined
        ? undefined
        : {
            bucket: raw.S3_BUCKET,
            endpoint: raw.S3_ENDPOINT,
            region: raw.S3_REGION,
            forcePathStyle: raw.S3_FORCE_PATH_STYLE,
          },
    secret: raw.COFFER_SECRET ?? readOrCreateLocalSecret(homeDir),
    embeddedPostgresPort: raw.EMBEDDED_POSTGRES_PORT,
    port: raw.PORT,
    http: {
      idleTimeoutSeconds: raw.HTTP_IDLE_TIMEOUT_SECONDS,
      shutdownGraceSeconds: raw.SHUTDOWN_GRACE_SECONDS,
      maxInFlight: raw.HTTP_MAX_IN_FLIGHT,
    },
    logLevel: raw.LOG_LEVEL,
    metrics:
      raw.METRICS_PORT === undefined
        ? undefined
        : { port: raw.METRICS_PORT, host: raw.METRICS_HOST ?? '127.0.0.1' },
    trustedProxies: { hops: raw.TRUSTED_PROXY_HOPS, cidrs: raw.TRUSTED_PROXY_CIDRS },
    auth: {
      failuresBeforeLock: raw.AUTH_FAILURES_BEFORE_LOCK,
      identityFailuresBeforeLock: raw.AUTH_IDENTITY_FAILURES_BEFORE_LOCK,
      lockBaseSeconds: raw.AUTH_LOCK_BASE_SECONDS,
      requestsPerIpPerMinute: raw.AUTH_REQUESTS_PER_IP_PER_MINUTE,
      requestsPerClientPerMinute: raw.CLIENT_REQUESTS_PER_MINUTE,
      emailedCodeTtlSeconds: raw.EMAILED_CODE_TTL_SECONDS,
      emailedCodeResendSeconds: raw.EMAILED_CODE_RESEND_SECONDS,
      sensitiveProofMaxAgeSeconds: raw.SENSITIVE_PROOF_MAX_AGE_SECONDS,
    },
    keyStorage: {
      maxEntries: raw.KEY_STORAGE_MAX_ENTRIES,
      maxEntryBytes: raw.KEY_STORAGE_MAX_ENTRY_BYTES,
      maxUnlockers: raw.KEY_STORAGE_MAX_UNLOCKERS,
    },
    organizationTokenTtlSeconds: raw.ORGANIZATION_TOKEN_TTL_SECONDS,
    oidcRsaKeyBits: raw.OIDC_RSA_KEY_BITS,
    oidcNewKeyDelaySeconds: raw.OIDC_NEW_KEY_DELAY_SECONDS,
    oidcRequirePushedAuthorizationRequests: raw.OIDC_REQUIRE_PAR === 'on',
    activity: {
      mailFrom: raw.MAIL_FROM ?? `Coffer <no-reply@${new URL(raw.APP_ORIGIN).hostname}>`,
      digestHourUtc: raw.ACTIVITY_DIGEST_HOUR,
      webhookTimeoutSeconds: raw.WEBHOOK_TIMEOUT_SECONDS,
      webhookPrivateNetworks: raw.WEBHOOK_PRIVATE_NETWORKS,
      webhookConcurrency: {
        process: raw.WEBHOOK_CONCURRENCY,
        organization: raw.WEBHOOK_CONCURRENCY_PER_ORGANIZATION,
        endpoint: raw.WEBHOOK_CONCURRENCY_PER_ENDPOINT,
      },
      webhookEndpointsPerOrganization: raw.WEBHOOK_ENDPOINTS_PER_ORGANIZATION,
      mailConcurrency: {
        process: raw.MAIL_CONCURRENCY,
        organization: raw.MAIL_CONCURRENCY_PER_ORGANIZATION,
      },
    },
    streams: { perSession: raw.STREAMS_PER_SESSION, perAddress: raw.STREAMS_PER_ADDRESS },
  };
}

/** `FOO=` in a shell or .env file means "not set", not "set to nothing". */
function emptyAsUnset(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
}

let cached: Env | undefined;

/** The process environment, validated on first use. Nothing else reads process.env. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
