import { createWriteStream, mkdirSync, realpathSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createClient } from '@libsql/client';
import { openDatabaseThread } from './node-database-thread';
import { keepPreparedStatements } from './node-prepared-statements.mjs';
import { createApp, type Logger } from './app';
import { isDemoMode, loadConfig, localDatabasePath, type EnvSource } from './config';
import { createPinnedImageFetch, type ResolveHost } from './node-image-fetch';
import type { ReadStaticFile } from './static';
import { createRedisShared, type SharedState } from './redis';
import { createLibsqlSyncStore, type SyncStore } from './sync/store';
import { startSweeper } from './sync/sweeper';
import { loadPushConfig } from './push/config';
import { createNodePushSend, makeVapidKeys } from './node-push';
import { startPushScheduler } from './push/scheduler';
import { createPushService, type PushService } from './push/service';
import { createLibsqlPushStore } from './push/store';
import type { FetchLike } from './upstream';

/** How long a write to a database file waits for another process's write (SQLite busy timeout). */
export const databaseBusyTimeoutMs = 10_000;

/** The only module that knows about Node: HTTP server, files, env, database file, signals. */

export const consoleLogger: Logger = {
  info: (message) => console.log(`${new Date().toISOString()} ${message}`),
  warn: (message) => console.warn(`${new Date().toISOString()} ${message}`),
  error: (message) => console.error(`${new Date().toISOString()} ${message}`),
};

/**
 * The console logger, each line also appended to `logFile` when one is given (LOG_FILE): the same
 * lines, so whatever reads the file (an operator, the end-to-end tests) sees what the server logs.
 */
export function processLogger(logFile: string | undefined): Logger {
  if (!logFile) return consoleLogger;
  mkdirSync(dirname(resolve(logFile)), { recursive: true });
  const file = createWriteStream(logFile, { flags: 'a' });
  const also =
    (write: (message: string) => void) =>
    (message: string): void => {
      write(message);
      file.write(`${new Date().toISOString()} ${message}\n`);
    };
  return { info: also(consoleLogger.info), warn: also(consoleLogger.warn), error: also(consoleLogger.error) };
}

/** Reads files under `root` only; directories and paths that resolve outside it are absent. */
export function createNodeFileReader(root: string): ReadStaticFile {
  const base = resolve(root);
  return async (relativePath) => {
    const full = resolve(base, relativePath);
    if (full !== base && !full.startsWith(base + sep)) return null;
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      const bytes = new Uint8Array(await readFile(full));
      return { body: bytes, size: bytes.byteLength };
    } catch {
      return null;
    }
  };
}

export interface StartServerOptions {
  /** Defaults to process.env. */
  env?: EnvSource;
  /** Overrides PORT; 0 picks a free port. */
  port?: number;
  logger?: Logger;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  /** Resolves answer-image and push-service hosts; defaults to the system resolver (tests point names at loopback). */
  resolveHost?: ResolveHost;
}

// Held notifications and reminders go out within this of their time.
const pushTickMs = 15_000;

export interface RunningServer {
  /** Base URL to reach the server from this machine, e.g. http://127.0.0.1:4173 */
  url: string;
  port: number;
  close(): Promise<void>;
}

function listen(server: ServerType): Promise<AddressInfo> {
  return new Promise((resolveListening, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.once('listening', () => {
      server.off('error', onError);
      resolveListening(server.address() as AddressInfo);
    });
  });
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env);
  const pushConfig = loadPushConfig(options.env ?? process.env);
  const logger = options.logger ?? consoleLogger;

  const databaseFile = localDatabasePath(config.databaseUrl);
  if (databaseFile) mkdirSync(dirname(resolve(databaseFile)), { recursive: true });
  // Several processes may share one database file (docs/deploy.md): a write waits up to this long
  // for another process's write to finish instead of failing at once with SQLITE_BUSY.
  const clientConfig = { url: config.databaseUrl, authToken: config.databaseAuthToken, timeout: databaseBusyTimeoutMs };
  keepPreparedStatements();
  const client = createClient(clientConfig);
  // With a database file, SQLite's heavy work runs beside the request thread, on two threads of
  // its own: one reads the family's ciphertext back (pull pages, recording chunks), so other
  // families' pushes go on while it reads a phone's photos; one does every write, so a burst's
  // pushes are written and committed while the request thread checks and answers the next ones.
  // `client` then only reads (device look-ups, small rows) and applies the migrations at start.
  const reader = databaseFile ? openDatabaseThread(clientConfig) : null;
  const writer = databaseFile ? openDatabaseThread(clientConfig) : null;
  const closeDatabase = async () => {
    client.close();
    reader?.close();
    writer?.close();
    await Promise.all([reader?.stopped(), writer?.stopped()]);
  };
  let syncStore: SyncStore;
  let push: PushService;
  try {
    // Write-ahead logging: readers (pulls, event streams) never wait for a sync write, and a commit
    // costs one sync of the log instead of several of the database file.
    if (databaseFile) await client.execute('PRAGMA journal_mode = WAL');
    // Applies the schema's migrations (server/store.ts) before the first request.
    syncStore = await createLibsqlSyncStore(client, reader ?? client, writer ?? undefined);
    // The reader's thread answers at start: a thread that cannot load shows at once, not as pulls failing.
    await reader?.execute('SELECT 1');
    await writer?.execute('SELECT 1');
    push = await createPushService({
      store: await createLibsqlPushStore(client, writer ?? client),
      send: createNodePushSend({ ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}), timeoutMs: pushConfig.timeoutMs }),
      config: pushConfig,
      now: () => new Date(),
      logger,
      makeVapidKeys,
    });
  } catch (error) {
    await closeDatabase();
    throw error;
  }

  // Several instances share live events, rate limits and stream counts through Redis; it must
  // answer at start, so a wrong REDIS_URL shows at once instead of as limits that multiply.
  let shared: SharedState | undefined;
  if (config.redisUrl) {
    shared = createRedisShared(config.redisUrl, { logger, now: () => new Date() });
    try {
      await shared.ready(10_000);
    } catch (error) {
      await shared.close();
      await closeDatabase();
      throw error;
    }
  }

  const app = createApp({
    fetch: options.fetch ?? globalThis.fetch,
    fetchImage: createPinnedImageFetch(options.resolveHost),
    now: () => new Date(),
    config,
    logger,
    clientAddress: (c) => getConnInfo(c).remote.address,
    readStaticFile: createNodeFileReader(config.staticDir),
    syncStore,
    shared,
    push,
  });
  const stopSweeper = startSweeper({ store: syncStore, config, now: () => new Date(), logger });
  const stopPushScheduler = startPushScheduler(push, pushTickMs, (error) => logger.error(`notifications: ${String(error)}`));

  const server = serve({ fetch: app.fetch, port: options.port ?? config.port, hostname: config.host });
  let address: AddressInfo;
  try {
    address = await listen(server);
  } catch (error) {
    stopSweeper();
    await shared?.close();
    stopPushScheduler();
    await closeDatabase();
    throw error;
  }
  if (isDemoMode(config)) logger.info('No AI provider is configured: AI features run in demo mode.');

  const host = !config.host || config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  const close = () => {
    stopPushScheduler();
    closing ??= new Promise<void>((resolveClosed) => {
      server.close(() => resolveClosed());
      // Idle keep-alive connections would hold close() open; busy ones get a moment to finish.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const force = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, 5_000);
      force.unref();
    }).then(async () => {
      stopSweeper();
      await shared?.close();
      await closeDatabase();
    });
    return closing;
  };

  return { url: `http://${urlHost}:${address.port}`, port: address.port, close };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const logger = processLogger(process.env.LOG_FILE?.trim() || undefined);
  let running: RunningServer;
  try {
    running = await startServer({ env: process.env, logger });
  } catch (error) {
    logger.error(`Hearth could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  logger.info(`Hearth is running at http://localhost:${running.port}`);
  const shutdown = (signal: string) => {
    logger.info(`${signal} received: closing Hearth.`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

if (isMainModule()) void main();
