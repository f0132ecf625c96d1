import { useState } from 'react';
import { cn } from '@/lib/cn';
import { reactionLabel, type ReactionSummary } from '@/features/feed/model/responses';
import type { ReactionEmoji } from '@/data/types';

export type ReactionBarProps = {
  summaries: readonly ReactionSummary[];
  onToggle: (emoji: ReactionEmoji) => void;
  disabled?: boolean;
  /** Open "who reacted" for this emoji at first (stories). */
  defaultShowWho?: ReactionEmoji | null;
};

/**
 * The six warm reactions as toggle buttons (pressed = the acting member's), each with its
 * count. Hovering or focusing a reaction, or pressing "Who reacted", lists the names in their colours.
 */
export function ReactionBar({ summaries, onToggle, disabled = false, defaultShowWho = null }: ReactionBarProps) {
  const [showWho, setShowWho] = useState<ReactionEmoji | null>(defaultShowWho);
  const reacted = summaries.filter((s) => s.count > 0);
  const shown = summaries.find((s) => s.emoji === showWho && s.count > 0) ?? null;
  return (
    <div data-slot="reaction-bar" className="flex flex-col gap-2">
      <ul aria-label="Reactions" className="flex flex-wrap gap-1">
        {summaries.map((summary) => (
          <li key={summary.emoji}>
            <button
              type="button"
              aria-pressed={summary.pressed}
              aria-label={reactionLabel(summary)}
              disabled={disabled}
              onClick={() => onToggle(summary.emoji)}
              onMouseEnter={() => setShowWho(summary.emoji)}
              onFocus={() => setShowWho(summary.emoji)}
              className={cn(
                'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-2 text-base font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 md:min-h-9',
                summary.pressed
                  ? 'border-primary bg-secondary text-secondary-foreground'
                  : 'border-border bg-surface-raised text-foreground hover:bg-muted',
              )}
            >
              <span aria-hidden="true">{summary.emoji}</span>
              {summary.count > 0 ? <span aria-hidden="true" className="text-sm">{summary.count}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {reacted.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <button
            type="button"
            aria-expanded={shown !== null}
            onClick={() => setShowWho(shown ? null : (reacted[0]?.emoji ?? null))}
            className="rounded-md font-bold text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            Who reacted
          </button>
          {shown ? (
            <p data-slot="who-reacted" aria-live="polite" className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span aria-hidden="true">{shown.emoji}</span>
              <span className="sr-only">{`${shown.name}:`}</span>
              {shown.who.map((who, i) => (
                <span key={`${who.name}-${i}`} className="inline-flex items-center gap-1 font-semibold">
                  <span aria-hidden="true" className="size-2.5 rounded-full bg-muted-foreground" style={who.color ? { backgroundColor: who.color } : undefined} />
                  {who.name}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
