import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * Reads a JSON body and parses it with a schema. Only application/json is accepted: a cross-site
 * form cannot send that type without a CORS preflight, which this server never grants.
 */
export async function parseJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  requireJsonType(c);
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new ApiError(400, 'INVALID_BODY', 'The body is not valid JSON.');
  }
  return checkJson(json, schema);
}

/** Refuses (415) a body that is not sent as application/json; cheap enough to run before it is read. */
export function requireJsonType(c: Context): void {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
}

/** parseJsonBody for a body already read (the sync relay reads bodies within a memory budget). */
export async function parseJsonBytes<Schema extends z.ZodType>(c: Context, bytes: Uint8Array, schema: Schema): Promise<z.output<Schema>> {
  requireJsonType(c);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError(400, 'INVALID_BODY', 'The body is not valid JSON.');
  }
  return checkJson(json, schema);
}

async function checkJson<Schema extends z.ZodType>(json: unknown, schema: Schema): Promise<z.output<Schema>> {
  // A photo body takes tens of milliseconds to parse and as many to check: let other requests
  // (health checks, page loads) in between the two.
  await yieldToOthers();
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(400, 'INVALID_BODY', describeIssue(parsed.error.issues[0]));
  }
  return parsed.data;
}

/** Lets queued work run before the next long step. setTimeout works on every platform Hono runs on. */
export function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Names the first problem by its path only: values are never echoed back (they may be photos).
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The body is not valid.';
  const path = issue.path.map(String).join('.');
  const where = path === '' ? 'The body' : `"${path}"`;
  if (issue.code === 'unrecognized_keys') return `${where} has unknown fields: ${issue.keys.join(', ')}.`;
  return `${where} is not valid: ${issue.message}.`;
}
