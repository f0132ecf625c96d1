// @vitest-environment node
import {
  allowedModelIds,
  ConfigError,
  isDemoMode,
  loadConfig,
  localDatabasePath,
} from '../../../server/config';

const model = (id: string, uses: string[] = []) => ({ id, quality: 8, speed: 6, capabilities: [], specialties: [], uses });

describe('loadConfig', () => {
  it('has working defaults for an empty environment (demo mode)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4173,
      host: undefined,
      databaseUrl: 'file:data/hearth.db',
      databaseAuthToken: undefined,
      staticDir: 'dist',
      festivalHostPrefix: 'onam.',
      trustProxyHops: 0,
      ai: { gateway: null, image: null, models: [], guidanceModel: undefined, timeoutMs: 60_000 },
      rateLimits: { aiPerMinute: 30, familyPerMinute: 30 },
    });
    expect(isDemoMode(config)).toBe(true);
  });

  it('names the AI services by their host unless configured, and checks their privacy policy addresses', () => {
    const config = loadConfig({ AI_GATEWAY_BASE_URL: 'https://gw.example:8443/api/v1', AI_IMAGE_BASE_URL: 'https://img.example' });
    expect(config.ai.gateway).toMatchObject({ name: 'gw.example', privacyUrl: undefined });
    expect(config.ai.image).toMatchObject({ name: 'img.example', privacyUrl: undefined });
    const named = loadConfig({
      AI_GATEWAY_BASE_URL: 'https://gw.example/api/v1',
      AI_GATEWAY_NAME: '  Our Gateway  ',
      AI_GATEWAY_PRIVACY_URL: 'https://gw.example/privacy',
      AI_IMAGE_BASE_URL: 'https://img.example',
      AI_IMAGE_NAME: 'Pictures',
      AI_IMAGE_PRIVACY_URL: 'https://img.example/privacy',
    });
    expect(named.ai.gateway).toMatchObject({ name: 'Our Gateway', privacyUrl: 'https://gw.example/privacy' });
    expect(named.ai.image).toMatchObject({ name: 'Pictures', privacyUrl: 'https://img.example/privacy' });
    expect(() => loadConfig({ AI_GATEWAY_BASE_URL: 'https://gw.example', AI_GATEWAY_PRIVACY_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_GATEWAY_BASE_URL: 'https://gw.example', AI_GATEWAY_PRIVACY_URL: 'http://gw.example/privacy' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_GATEWAY_BASE_URL: 'https://gw.example', AI_GATEWAY_NAME: 'x'.repeat(81) })).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'libsql://db.example.turso.io',
      DATABASE_AUTH_TOKEN: 'tok',
      STATIC_DIR: 'build',
      FESTIVAL_HOST_PREFIX: 'festival.',
      TRUST_PROXY: '2',
      AI_GATEWAY_BASE_URL: 'https://gateway.example/api/v1/',
      AI_GATEWAY_KEY: 'k1',
      AI_GATEWAY_REFERER: 'https://hearth.example',
      AI_GATEWAY_TITLE: 'My Hearth',
      AI_IMAGE_BASE_URL: 'https://images.example',
      AI_IMAGE_KEY: 'k2',
      AI_MODELS: JSON.stringify([model('a/one', ['timeTravel']), { id: 'b/two', quality: 5, speed: 9 }]),
      AI_GUIDANCE_MODEL: 'g/small',
      AI_TIMEOUT_MS: '1000',
      RATE_LIMIT_AI_PER_MINUTE: '5',
      RATE_LIMIT_FAMILY_PER_MINUTE: '7',
      RATE_LIMIT_SYNC_PER_MINUTE: '11',
      RATE_LIMIT_SYNC_DEVICE_PER_MINUTE: '12',
      RATE_LIMIT_SYNC_JOIN_PER_MINUTE: '13',
      RATE_LIMIT_SYNC_RECOVERY_PER_MINUTE: '14',
      RATE_LIMIT_SYNC_NOTIFY_PER_MINUTE: '15',
      SYNC_SPACE_QUOTA_BYTES: '1048576',
      SYNC_MAX_DEVICES: '5',
      SYNC_MAX_STREAMS: '50',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe('libsql://db.example.turso.io');
    expect(config.databaseAuthToken).toBe('tok');
    expect(config.staticDir).toBe('build');
    expect(config.festivalHostPrefix).toBe('festival.');
    expect(config.trustProxyHops).toBe(2);
    expect(config.ai.gateway).toEqual({
      baseUrl: 'https://gateway.example/api/v1',
      key: 'k1',
      referer: 'https://hearth.example',
      title: 'My Hearth',
      name: 'gateway.example',
      privacyUrl: undefined,
    });
    expect(config.ai.image).toEqual({ baseUrl: 'https://images.example', key: 'k2', name: 'images.example', privacyUrl: undefined });
    expect(config.ai.models).toEqual([
      model('a/one', ['timeTravel']),
      { id: 'b/two', quality: 5, speed: 9, capabilities: [], specialties: [], uses: [] },
    ]);
    expect(config.ai.guidanceModel).toBe('g/small');
    expect(config.ai.timeoutMs).toBe(1000);
    expect(config.rateLimits).toEqual({
      aiPerMinute: 5,
      familyPerMinute: 7,
      syncPerMinute: 11,
      syncDevicePerMinute: 12,
      syncJoinPerMinute: 13,
      syncRecoveryPerMinute: 14,
      syncNotifyPerMinute: 15,
    });
    expect(config.sync).toMatchObject({ spaceQuotaBytes: 1_048_576, maxDevices: 5, maxStreams: 50 });
    expect(isDemoMode(config)).toBe(false);
  });

  it.each([
    ['TRUST_PROXY', 'true', 1],
    ['TRUST_PROXY', 'false', 0],
    ['TRUST_PROXY', '0', 0],
    ['TRUST_PROXY', '3', 3],
  ])('%s=%s trusts %i proxy hops', (name, value, hops) => {
    expect(loadConfig({ [name]: value }).trustProxyHops).toBe(hops);
  });

  it.each([
    [{}, false, []],
    [{ SERVED_OVER_HTTPS: 'true', AI_IMAGE_HOSTS: 'CDN.example, *.img.example' }, true, ['cdn.example', '*.img.example']],
    [{ SERVED_OVER_HTTPS: '0', AI_IMAGE_HOSTS: ' ' }, false, []],
  ])('reads SERVED_OVER_HTTPS and AI_IMAGE_HOSTS from %j', (env, https, hosts) => {
    const config = loadConfig(env);
    expect(config.servedOverHttps).toBe(https);
    expect(config.ai.imageHosts).toEqual(hosts);
  });

  it('titles gateway requests Hearth when no title is set', () => {
    expect(loadConfig({ AI_GATEWAY_BASE_URL: 'http://localhost:9000' }).ai.gateway?.title).toBe('Hearth');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '  ', AI_GATEWAY_BASE_URL: '' })).toMatchObject({ port: 4173, ai: { gateway: null } });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ AI_GATEWAY_BASE_URL: 'ftp://x.example' }, /AI_GATEWAY_BASE_URL/],
    [{ AI_IMAGE_BASE_URL: 'not a url' }, /AI_IMAGE_BASE_URL/],
    [{ AI_MODELS: '{not json' }, /AI_MODELS/],
    [{ AI_MODELS: '[{"id":"x"}]' }, /AI_MODELS.*quality/],
    [{ AI_MODELS: '[{"id":"x","quality":1,"speed":1,"uses":["painting"]}]' }, /AI_MODELS.*uses/],
    [{ AI_MODELS: JSON.stringify([model('x'), model('x')]) }, /twice/],
    [{ RATE_LIMIT_AI_PER_MINUTE: '0' }, /RATE_LIMIT_AI_PER_MINUTE/],
    [{ SERVED_OVER_HTTPS: 'yes please' }, /SERVED_OVER_HTTPS/],
    [{ AI_IMAGE_HOSTS: 'cdn.example, http://x.example/' }, /AI_IMAGE_HOSTS.*http:\/\/x/],
    [{ AI_IMAGE_HOSTS: '*' }, /AI_IMAGE_HOSTS/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('allowedModelIds', () => {
  it('is empty (anything allowed) without a registry', () => {
    expect(allowedModelIds(loadConfig({ AI_GUIDANCE_MODEL: 'g' }), 'chat').size).toBe(0);
  });

  it('allows registry models and the guidance model for chat, co-drawing models for images', () => {
    const config = loadConfig({
      AI_MODELS: JSON.stringify([model('tt', ['timeTravel']), model('draw', ['coDrawing'])]),
      AI_GUIDANCE_MODEL: 'guide',
    });
    expect([...allowedModelIds(config, 'chat')].sort()).toEqual(['draw', 'guide', 'tt']);
    expect([...allowedModelIds(config, 'image')]).toEqual(['draw']);
  });
});

describe('localDatabasePath', () => {
  it.each([
    ['file:data/hearth.db', 'data/hearth.db'],
    ['file:/var/lib/hearth/h.db', '/var/lib/hearth/h.db'],
    ['file:///tmp/with%20space/h.db', '/tmp/with space/h.db'],
    ['file:data/h.db?mode=rwc', 'data/h.db'],
    ['file::memory:', null],
    [':memory:', null],
    ['libsql://db.example.turso.io', null],
    ['https://db.example', null],
  ])('%s -> %s', (url, path) => {
    expect(localDatabasePath(url)).toBe(path);
  });
});
