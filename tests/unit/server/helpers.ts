import { createApp, type AppDeps, type Logger } from '../../../server/app';
import { loadConfig, type EnvSource } from '../../../server/config';
import type { FetchLike } from '../../../server/upstream';

export const gatewayEnv = {
  AI_GATEWAY_BASE_URL: 'https://gateway.example/api/v1',
  AI_GATEWAY_KEY: 'sk-test-gateway',
  AI_GATEWAY_REFERER: 'https://hearth.example',
  AI_GATEWAY_TITLE: 'Hearth Test',
  AI_IMAGE_BASE_URL: 'https://images.example',
  AI_IMAGE_KEY: 'img-test-key',
} as const;

export interface CapturingLogger extends Logger {
  lines: string[];
}

export function capturingLogger(): CapturingLogger {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
}

export function unexpectedFetch(): FetchLike {
  return async (input) => {
    throw new Error(`unexpected fetch to ${String(input)}`);
  };
}

export function makeApp(options: { env?: EnvSource; fetch?: FetchLike; now?: () => Date } & Partial<AppDeps> = {}) {
  const logger = capturingLogger();
  const app = createApp({
    fetch: options.fetch ?? unexpectedFetch(),
    now: options.now ?? (() => new Date('2026-03-01T10:00:00Z')),
    config: options.config ?? loadConfig(options.env ?? {}),
    logger: options.logger ?? logger,
    clientAddress: options.clientAddress ?? (() => '203.0.113.5'),
    readStaticFile: options.readStaticFile,
  });
  return { app, logger };
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://hearth.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A tiny PNG (1x1) as bytes and as the data URL the app sends. */
export const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);
export const pngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
