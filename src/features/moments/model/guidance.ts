import type { Challenge, Guidance } from '@/data/types';

export interface GuidanceRequestBody {
  model: string;
  messages: [{ role: 'user'; content: string }];
  max_tokens: 512;
  temperature: 0.7;
  top_p: 0.9;
  stream: false;
}

/** The single user message of the guidance request, built from the challenge's title, description and category. */
export function guidancePrompt(challenge: Pick<Challenge, 'title' | 'description' | 'category'>): string {
  return [
    'A family with children aged 5 and up and adults is doing a short activity together at home.',
    `Activity: "${challenge.title}"`,
    `Description: ${challenge.description}`,
    `Category: ${challenge.category}`,
    'Write warm, simple guidance that a 5-year-old and a grown-up can follow together in 2-3 minutes, needing nothing that has to be bought.',
    'Reply with JSON only, no other text, in exactly this shape:',
    '{"steps": ["4 to 6 short steps"], "tips": ["2 to 4 short tips for keeping it safe, kind and fun"], "duration": "2-3 minutes"}',
  ].join('\n');
}

/** The body of POST /api/ai/v1/chat/completions for a challenge's guidance. */
export function buildGuidanceRequest(challenge: Pick<Challenge, 'title' | 'description' | 'category'>, model: string): GuidanceRequestBody {
  return {
    model,
    messages: [{ role: 'user', content: guidancePrompt(challenge) }],
    max_tokens: 512,
    temperature: 0.7,
    top_p: 0.9,
    stream: false,
  };
}

// A runaway answer must not turn the card into a wall of text.
const MAX_STEPS = 8;
const MAX_TIPS = 6;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Removes a ``` / ```json fence around (or inside) the model's answer. */
export function stripCodeFences(content: string): string {
  const fenced = /```[ \t]*(?:json)?[ \t]*\r?\n?([\s\S]*?)```/i.exec(content);
  return (fenced?.[1] ?? content).trim();
}

function stringList(value: unknown, max: number): string[] | null {
  if (!Array.isArray(value)) return null;
  if (!value.every((item): item is string => typeof item === 'string')) return null;
  const items = value.map((item) => item.trim()).filter((item) => item.length > 0);
  return items.length > 0 ? items.slice(0, max) : null;
}

/**
 * Reads `choices[0].message.content`, strips code fences, parses it as JSON and
 * requires non-empty `steps` and `tips` (lists of text) and a `duration` (text). Returns null for
 * anything else, and the caller then uses the built-in guidance for the category.
 */
export function parseGuidanceAnswer(json: unknown): Guidance | null {
  if (!isRecord(json) || !Array.isArray(json.choices)) return null;
  const first: unknown = json.choices[0];
  if (!isRecord(first) || !isRecord(first.message)) return null;
  const content = first.message.content;
  if (typeof content !== 'string') return null;

  let parsed: unknown;
  try {
    parsed = JSON.parse(stripCodeFences(content));
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;

  const steps = stringList(parsed.steps, MAX_STEPS);
  const tips = stringList(parsed.tips, MAX_TIPS);
  const duration = typeof parsed.duration === 'string' ? parsed.duration.trim() : '';
  if (!steps || !tips || duration.length === 0) return null;
  return { steps, tips, duration };
}
