import { z } from 'zod';

/**
 * All server configuration, read from one env object so the same code runs on Node (its process env)
 * and on edge adapters (their bindings). Nothing here touches Node.
 */

export type EnvSource = Readonly<Record<string, string | undefined>>;

export const aiModelUses = ['guidance', 'timeTravel', 'coDrawing', 'festival'] as const;
export type AiModelUse = (typeof aiModelUses)[number];

// Models are ranked by quality, speed, capabilities and specialties.
const aiModelSchema = z.strictObject({
  id: z.string().trim().min(1).max(200),
  quality: z.number().min(0).max(100),
  speed: z.number().min(0).max(100),
  capabilities: z.array(z.string().max(100)).max(50).default([]),
  specialties: z.array(z.string().max(100)).max(50).default([]),
  uses: z.array(z.enum(aiModelUses)).max(aiModelUses.length).default([]),
  // The browser's model list (VITE_AI_MODELS) takes the same JSON; image models there say which
  // answer modalities they need, so the same list can configure both sides.
  modalities: z.array(z.enum(['image', 'text'])).max(2).optional(),
});
export type AiModel = z.infer<typeof aiModelSchema>;

/**
 * Who receives what the AI tools send: the family is told this
 * name, and asked again when it or the service's address changes.
 */
export interface AiServiceIdentity {
  /** AI_GATEWAY_NAME / AI_IMAGE_NAME; by default a known service's name or the base URL's host. */
  name: string;
  /** AI_GATEWAY_PRIVACY_URL / AI_IMAGE_PRIVACY_URL (https); by default a known service's, if any. */
  privacyUrl: string | undefined;
}

export interface GatewayConfig extends AiServiceIdentity {
  /** Base URL without trailing slash; chat goes to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  key: string | undefined;
  referer: string | undefined;
  title: string;
}

export interface ImageServiceConfig extends AiServiceIdentity {
  /** Base URL without trailing slash; requests go to `${baseUrl}/v1/image/generation`. */
  baseUrl: string;
  key: string | undefined;
}

export interface HearthConfig {
  port: number;
  /** Interface to bind; undefined binds every interface. */
  host: string | undefined;
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  staticDir: string;
  festivalHostPrefix: string;
  /** SERVED_OVER_HTTPS: families reach Hearth at an https:// address (directly or through a proxy). */
  servedOverHttps: boolean;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: ignore it). */
  trustProxyHops: number;
  ai: {
    /** null: demo mode for chat completions. */
    gateway: GatewayConfig | null;
    /** null: demo mode for image generation. */
    image: ImageServiceConfig | null;
    models: AiModel[];
    guidanceModel: string | undefined;
    timeoutMs: number;
    imageFetchTimeoutMs: number;
    maxImageBytes: number;
    /** AI_MAX_IN_FLIGHT: AI requests handled at once across all clients; more get 503 SERVER_BUSY. */
    maxInFlight: number;
    /** AI_IMAGE_HOSTS: when not empty, answer images are fetched only from these hosts (and the providers'). */
    imageHosts: string[];
  };
  sync: {
    /** SYNC_SPACE_QUOTA_BYTES: ciphertext bytes one family's space may hold. */
    spaceQuotaBytes: number;
    /** SYNC_MAX_DEVICES: devices per space. */
    maxDevices: number;
    /** SYNC_MAX_STREAMS: event streams open at once on this instance. */
    maxStreams: number;
    /** SYNC_MAX_STREAMS_PER_ADDRESS: event streams one client address may hold open (across instances with Redis). */
    maxStreamsPerAddress: number;
    /** SYNC_BODY_BYTES_PER_ADDRESS, SYNC_BODY_BYTES_TOTAL: request body bytes held in memory at once on this instance. */
    bodyBytesPerAddress: number;
    bodyBytesTotal: number;
    /** SYNC_SPACES_PER_ADDRESS_PER_DAY: new family spaces one client address may create a day. */
    spacesPerAddressPerDay: number;
    /** SYNC_STORAGE_LIMIT_BYTES: ciphertext bytes all families together may keep on this server. */
    storageLimitBytes: number;
    /** SYNC_IDLE_SPACE_DAYS: a space none of whose devices opened it for this long is removed (null: never). */
    idleSpaceDays: number | null;
    /** SYNC_NEW_SPACES: who may create a space: anyone, whoever types the creation code, or nobody. */
    newSpaces: NewSpaces;
  };
  /** REDIS_URL: live events, rate limits and stream counts shared by every instance; null: this instance alone. */
  redisUrl: string | null;
  /** SYNC_STREAM_POLL_MS: how often an event stream looks at the database (default 1 s alone, 15 s with Redis). */
  streamPollMs: number | null;
  rateLimits: {
    /** Requests per minute per client on /api/ai/* (also the burst size). */
    aiPerMinute: number;
    /** Requests per minute per client on /api/family/* (also the burst size). */
    familyPerMinute: number;
    /** Requests per minute per client on /api/sync/* (a household behind one address shares it). */
    syncPerMinute: number;
    /** Signed sync requests per minute per device. */
    syncDevicePerMinute: number;
    /** Space creations, invite opens and claims per minute per client (guessing and abuse). */
    syncJoinPerMinute: number;
    /** Recovery code tries per minute per client: a wrong code costs one. */
    syncRecoveryPerMinute: number;
    /** Requests per minute per device to notify its family (a moment, a reaction, a comment). */
    syncNotifyPerMinute: number;
  };
}

export type NewSpaces = { mode: 'open' } | { mode: 'code'; code: string } | { mode: 'closed' };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const defaultConfigValues = {
  port: 4173,
  databaseUrl: 'file:data/hearth.db',
  staticDir: 'dist',
  festivalHostPrefix: 'onam.',
  aiTimeoutMs: 60_000,
  imageFetchTimeoutMs: 30_000,
  maxImageBytes: 10 * 1024 * 1024,
  aiPerMinute: 30,
  aiMaxInFlight: 4,
  familyPerMinute: 30,
  syncSpaceQuotaBytes: 2 * 1024 ** 3,
  syncMaxDevices: 20,
  syncMaxStreams: 1_000,
  syncMaxStreamsPerAddress: 40,
  syncBodyBytesPerAddress: 24 * 1024 ** 2,
  syncBodyBytesTotal: 64 * 1024 ** 2,
  syncSpacesPerAddressPerDay: 5,
  syncStorageLimitBytes: 10 * 1024 ** 3,
  syncIdleSpaceDays: 180,
  syncPerMinute: 600,
  syncDevicePerMinute: 300,
  syncJoinPerMinute: 30,
  syncRecoveryPerMinute: 5,
  syncNotifyPerMinute: 20,
} as const;

function text(env: EnvSource, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: EnvSource, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

function httpBaseUrl(env: EnvSource, name: string): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}").`);
  }
  return raw.replace(/\/+$/, '');
}

function flag(env: EnvSource, name: string): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

function trustProxy(env: EnvSource): number {
  const raw = text(env, 'TRUST_PROXY')?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return 0;
  if (raw === 'true') return 1;
  return integer(env, 'TRUST_PROXY', 0, 0, 10);
}

function models(env: EnvSource): AiModel[] {
  const raw = text(env, 'AI_MODELS');
  if (raw === undefined) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('AI_MODELS must be a JSON array of models.');
  }
  const parsed = z.array(aiModelSchema).max(100).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    throw new ConfigError(`AI_MODELS is not valid at "${where}": ${issue?.message ?? 'invalid'}.`);
  }
  const ids = parsed.data.map((model) => model.id);
  if (new Set(ids).size !== ids.length) throw new ConfigError('AI_MODELS lists a model id twice.');
  return parsed.data;
}

// Services Hearth knows by their host, so that an operator who sets no name still shows the right one.
const knownServices: Record<string, { name: string; privacyUrl: string }> = {
  'openrouter.ai': { name: 'OpenRouter', privacyUrl: 'https://openrouter.ai/privacy' },
};

const maxServiceNameChars = 80;

function httpsUrl(env: EnvSource, name: string): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an https URL (got "${raw}").`);
  }
  if (url.protocol !== 'https:') throw new ConfigError(`${name} must be an https URL (got "${raw}").`);
  return url.href;
}

/** The name and privacy policy the family is shown for the service at `baseUrl`. */
function serviceIdentity(env: EnvSource, prefix: 'AI_GATEWAY' | 'AI_IMAGE', baseUrl: string): AiServiceIdentity {
  const host = new URL(baseUrl).hostname;
  const known = knownServices[host];
  const name = text(env, `${prefix}_NAME`) ?? known?.name ?? host;
  if (name.length > maxServiceNameChars || /\p{Cc}/u.test(name)) {
    throw new ConfigError(`${prefix}_NAME must be at most ${maxServiceNameChars} printable characters.`);
  }
  return { name, privacyUrl: httpsUrl(env, `${prefix}_PRIVACY_URL`) ?? known?.privacyUrl };
}

const hostPattern = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

function imageHosts(env: EnvSource): string[] {
  const raw = text(env, 'AI_IMAGE_HOSTS');
  if (raw === undefined) return [];
  const hosts = raw.split(',').map((host) => host.trim().toLowerCase()).filter((host) => host !== '');
  const invalid = hosts.find((host) => host.length > 253 || !hostPattern.test(host));
  if (invalid !== undefined) {
    throw new ConfigError(`AI_IMAGE_HOSTS must be a comma-separated list of host names like cdn.example or *.example (got "${invalid}").`);
  }
  return hosts;
}

function newSpaces(env: EnvSource): NewSpaces {
  const code = text(env, 'SYNC_CREATION_CODE');
  const raw = text(env, 'SYNC_NEW_SPACES')?.toLowerCase() ?? (code === undefined ? 'open' : 'code');
  if (raw === 'open' || raw === 'closed') return { mode: raw };
  if (raw !== 'code') throw new ConfigError(`SYNC_NEW_SPACES must be open, code or closed (got "${raw}").`);
  if (code === undefined || code.length < 6 || code.length > 200) {
    throw new ConfigError('SYNC_NEW_SPACES=code needs SYNC_CREATION_CODE: the code families type to turn on sync (6 to 200 characters).');
  }
  return { mode: 'code', code };
}

function redisUrl(env: EnvSource): string | null {
  const raw = text(env, 'REDIS_URL');
  if (raw === undefined) return null;
  if (!/^rediss?:\/\/./.test(raw)) throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL.');
  return raw;
}

export function loadConfig(env: EnvSource): HearthConfig {
  const gatewayUrl = httpBaseUrl(env, 'AI_GATEWAY_BASE_URL');
  const imageUrl = httpBaseUrl(env, 'AI_IMAGE_BASE_URL');
  return {
    port: integer(env, 'PORT', defaultConfigValues.port, 0, 65_535),
    host: text(env, 'HOST'),
    databaseUrl: text(env, 'DATABASE_URL') ?? defaultConfigValues.databaseUrl,
    databaseAuthToken: text(env, 'DATABASE_AUTH_TOKEN'),
    staticDir: text(env, 'STATIC_DIR') ?? defaultConfigValues.staticDir,
    festivalHostPrefix: text(env, 'FESTIVAL_HOST_PREFIX') ?? defaultConfigValues.festivalHostPrefix,
    trustProxyHops: trustProxy(env),
    servedOverHttps: flag(env, 'SERVED_OVER_HTTPS'),
    ai: {
      gateway: gatewayUrl
        ? {
            ...serviceIdentity(env, 'AI_GATEWAY', gatewayUrl),
            baseUrl: gatewayUrl,
            key: text(env, 'AI_GATEWAY_KEY'),
            referer: text(env, 'AI_GATEWAY_REFERER'),
            title: text(env, 'AI_GATEWAY_TITLE') ?? 'Hearth',
          }
        : null,
      image: imageUrl ? { ...serviceIdentity(env, 'AI_IMAGE', imageUrl), baseUrl: imageUrl, key: text(env, 'AI_IMAGE_KEY') } : null,
      models: models(env),
      guidanceModel: text(env, 'AI_GUIDANCE_MODEL'),
      timeoutMs: integer(env, 'AI_TIMEOUT_MS', defaultConfigValues.aiTimeoutMs, 1, 600_000),
      imageFetchTimeoutMs: integer(
        env,
        'AI_IMAGE_FETCH_TIMEOUT_MS',
        defaultConfigValues.imageFetchTimeoutMs,
        1,
        600_000,
      ),
      maxImageBytes: defaultConfigValues.maxImageBytes,
      imageHosts: imageHosts(env),
      maxInFlight: integer(env, 'AI_MAX_IN_FLIGHT', defaultConfigValues.aiMaxInFlight, 1, 1_000),
    },
    sync: {
      spaceQuotaBytes: integer(env, 'SYNC_SPACE_QUOTA_BYTES', defaultConfigValues.syncSpaceQuotaBytes, 1_024, 1024 ** 4),
      maxDevices: integer(env, 'SYNC_MAX_DEVICES', defaultConfigValues.syncMaxDevices, 1, 1_000),
      maxStreams: integer(env, 'SYNC_MAX_STREAMS', defaultConfigValues.syncMaxStreams, 1, 100_000),
      maxStreamsPerAddress: integer(env, 'SYNC_MAX_STREAMS_PER_ADDRESS', defaultConfigValues.syncMaxStreamsPerAddress, 1, 100_000),
      bodyBytesPerAddress: integer(env, 'SYNC_BODY_BYTES_PER_ADDRESS', defaultConfigValues.syncBodyBytesPerAddress, 65_536, 1024 ** 4),
      bodyBytesTotal: integer(env, 'SYNC_BODY_BYTES_TOTAL', defaultConfigValues.syncBodyBytesTotal, 65_536, 1024 ** 4),
      spacesPerAddressPerDay: integer(env, 'SYNC_SPACES_PER_ADDRESS_PER_DAY', defaultConfigValues.syncSpacesPerAddressPerDay, 1, 1_000_000),
      storageLimitBytes: integer(env, 'SYNC_STORAGE_LIMIT_BYTES', defaultConfigValues.syncStorageLimitBytes, 1_024, 1024 ** 5),
      idleSpaceDays: integer(env, 'SYNC_IDLE_SPACE_DAYS', defaultConfigValues.syncIdleSpaceDays, 0, 36_500) || null,
      newSpaces: newSpaces(env),
    },
    redisUrl: redisUrl(env),
    streamPollMs: text(env, 'SYNC_STREAM_POLL_MS') === undefined ? null : integer(env, 'SYNC_STREAM_POLL_MS', 1_000, 100, 3_600_000),
    rateLimits: {
      aiPerMinute: integer(env, 'RATE_LIMIT_AI_PER_MINUTE', defaultConfigValues.aiPerMinute, 1, 100_000),
      familyPerMinute: integer(
        env,
        'RATE_LIMIT_FAMILY_PER_MINUTE',
        defaultConfigValues.familyPerMinute,
        1,
        100_000,
      ),
      syncPerMinute: integer(env, 'RATE_LIMIT_SYNC_PER_MINUTE', defaultConfigValues.syncPerMinute, 1, 1_000_000),
      syncDevicePerMinute: integer(
        env,
        'RATE_LIMIT_SYNC_DEVICE_PER_MINUTE',
        defaultConfigValues.syncDevicePerMinute,
        1,
        1_000_000,
      ),
      syncJoinPerMinute: integer(env, 'RATE_LIMIT_SYNC_JOIN_PER_MINUTE', defaultConfigValues.syncJoinPerMinute, 1, 100_000),
      syncRecoveryPerMinute: integer(env, 'RATE_LIMIT_SYNC_RECOVERY_PER_MINUTE', defaultConfigValues.syncRecoveryPerMinute, 1, 10_000),
      syncNotifyPerMinute: integer(env, 'RATE_LIMIT_SYNC_NOTIFY_PER_MINUTE', defaultConfigValues.syncNotifyPerMinute, 1, 10_000),
    },
  };
}

/** Demo mode: no AI provider of either kind is configured. */
export function isDemoMode(config: HearthConfig): boolean {
  return config.ai.gateway === null && config.ai.image === null;
}

/**
 * Models the browser may ask for on each path. Empty means "no registry for this path": any model
 * is forwarded. Image generation is checked only against models marked for co-drawing, because the
 * image service may name its models differently from the chat gateway.
 */
export function allowedModelIds(config: HearthConfig, path: 'chat' | 'image'): ReadonlySet<string> {
  const models =
    path === 'image' ? config.ai.models.filter((model) => model.uses.includes('coDrawing')) : config.ai.models;
  const ids = new Set(models.map((model) => model.id));
  if (path === 'chat' && ids.size > 0 && config.ai.guidanceModel) ids.add(config.ai.guidanceModel);
  return ids;
}

/**
 * The file path of an embedded database URL (`file:data/hearth.db`, `file:///abs/x.db`), so the
 * Node entry can create its folder; null for remote (libsql://, https://) or in-memory URLs.
 */
export function localDatabasePath(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('file:')) return null;
  const rest = databaseUrl.slice('file:'.length).split('?')[0] ?? '';
  if (rest === '' || rest === ':memory:') return null;
  if (rest.startsWith('//')) {
    // file://host/path or file:///path: only the path part names the file.
    const path = decodeURIComponent(new URL(databaseUrl).pathname);
    return path === '' ? null : path;
  }
  return decodeURIComponent(rest);
}
