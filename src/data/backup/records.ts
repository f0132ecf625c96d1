// The checks one backup record must pass, shared by the export (which writes only records that pass)
// and the import (which keeps every record that passes and says what it skips). Keeping one set of
// rules is what makes every exported file restorable. See docs/backups.md.
import type { z } from 'zod';
import {
  completedTaskSchema,
  commentSchema,
  cookingSessionSchema,
  postSchema,
  preferenceSchema,
  reactionSchema,
  recipeSchema,
  withoutUndefined,
} from '@/data/schemas';
import { REACTION_EMOJIS } from '@/data/types';
import { fieldRules } from '@/lib/validation/rules';
import { countCharacters } from '@/lib/validation/text-length';

/** The sections of `data`, in the order the backup format writes them (`tasks` = completedTasks). */
export const DATA_SECTIONS = ['posts', 'tasks', 'preferences', 'recipes', 'cookingSessions', 'reactions', 'comments'] as const;
export type DataSection = (typeof DATA_SECTIONS)[number];

/** What was left out of one section, with up to three distinct reasons to show. */
export interface SkippedSection {
  section: DataSection;
  count: number;
  reasons: string[];
}

const SCHEMAS: Record<DataSection, z.ZodType> = {
  posts: postSchema,
  tasks: completedTaskSchema,
  preferences: preferenceSchema,
  recipes: recipeSchema,
  cookingSessions: cookingSessionSchema,
  reactions: reactionSchema,
  comments: commentSchema,
};

/** A moment's text limit (the share dialog's caption limit). */
export const POST_TEXT_MAX = 500;
/** Moments and completed challenges must fall between these: Hearth did not exist before 2000. */
export const EARLIEST_TIMESTAMP = Date.UTC(2000, 0, 1);
/** A device clock may run a little ahead; more than a day ahead is not a real moment. */
export const FUTURE_ALLOWANCE_MS = 24 * 60 * 60 * 1000;
/** Deeper than this is no record Hearth writes; structured clone of very deep data overflows the stack. */
export const MAX_RECORD_DEPTH = 32;

export interface RecordContext {
  /** Ids of the backup's family members; moments by anyone else are skipped. */
  memberIds: ReadonlySet<string>;
  /** The instant the checks run (ms); timestamps more than a day after it are refused. */
  now: number;
  /**
   * Ids of the moments kept so far (the posts section comes first); a reaction or comment on any
   * other moment is skipped. Undefined where only single records are checked.
   */
  postIds?: ReadonlySet<string>;
}

export type RecordCheck = { ok: true; record: object } | { ok: false; reason: string };

/** Pure: whether a record of `section` can be restored, and the record as the import stores it. */
export function checkRecord(section: DataSection, raw: unknown, context: RecordContext): RecordCheck {
  if (depthOf(raw) > MAX_RECORD_DEPTH) return { ok: false, reason: 'it holds data nested too deeply to read' };
  const parsed = SCHEMAS[section].safeParse(raw);
  if (!parsed.success) return { ok: false, reason: damageReason(parsed.error.issues[0]) };
  const record = withoutUndefined(parsed.data as object) as Record<string, unknown>;
  if (section === 'posts') return checkPost(record, context);
  if (section === 'tasks') {
    const when = checkInstant(record.completedAt as string, context.now);
    return when ? { ok: false, reason: when } : { ok: true, record };
  }
  if (section === 'reactions' || section === 'comments') return checkResponse(section, record, context);
  return { ok: true, record };
}

/**
 * A reaction or comment needs its moment; its member may have left the family since (kept and
 * shown as "Family member", docs/product.md#deleted-member-responses), so the member is not checked.
 */
function checkResponse(section: 'reactions' | 'comments', record: Record<string, unknown>, context: RecordContext): RecordCheck {
  const when = checkInstant(record.timestamp as string, context.now);
  if (when) return { ok: false, reason: when };
  if (context.postIds && !context.postIds.has(record.postId as string)) {
    return { ok: false, reason: 'its moment is not in the backup' };
  }
  if (section === 'reactions' && !(REACTION_EMOJIS as readonly string[]).includes(record.emoji as string)) {
    return { ok: false, reason: 'it is not one of Hearth’s reactions' };
  }
  if (section === 'comments') {
    const length = countCharacters((record.text as string).trim());
    if (length === 0 || length > fieldRules.comment.max) {
      return { ok: false, reason: `its text is empty or longer than Hearth allows (${fieldRules.comment.max} characters)` };
    }
  }
  return { ok: true, record };
}

function checkPost(post: Record<string, unknown>, context: RecordContext): RecordCheck {
  const when = checkInstant(post.timestamp as string, context.now);
  if (when) return { ok: false, reason: when };
  if (!context.memberIds.has(post.userId as string)) {
    return { ok: false, reason: 'it was shared by someone who is not in the family' };
  }
  if (countCharacters(post.content as string) > POST_TEXT_MAX) {
    return { ok: false, reason: `its text is longer than Hearth allows (${POST_TEXT_MAX} characters)` };
  }
  return { ok: true, record: post };
}

function checkInstant(iso: string, now: number): string | null {
  const time = Date.parse(iso);
  if (time < EARLIEST_TIMESTAMP || time > now + FUTURE_ALLOWANCE_MS) return `its date (${iso.slice(0, 10)}) is not possible`;
  return null;
}

function damageReason(issue: z.core.$ZodIssue | undefined): string {
  const field = issue?.path.map(String).join('.') ?? '';
  return field === '' ? 'it is not a record Hearth can read' : `part of it is missing or damaged (${field})`;
}

/** How deeply arrays and objects nest in `value`, counted without recursion (so deep input cannot overflow the stack), stopping past the limit. */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > MAX_RECORD_DEPTH) return deepest;
    for (const child of Object.values(item)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return deepest;
}

const SHOWN_REASONS = 3;

/** Collects skipped records per section, keeping a few distinct reasons for the message. */
export function createSkipLog() {
  const bySection = new Map<DataSection, SkippedSection>();
  return {
    skip(section: DataSection, reason: string) {
      const entry = bySection.get(section) ?? { section, count: 0, reasons: [] };
      entry.count += 1;
      if (entry.reasons.length < SHOWN_REASONS && !entry.reasons.includes(reason)) entry.reasons.push(reason);
      bySection.set(section, entry);
    },
    list: (): SkippedSection[] => DATA_SECTIONS.flatMap((section) => bySection.get(section) ?? []),
  };
}
