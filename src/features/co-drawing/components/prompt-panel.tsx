import { useId } from 'react';
import { Palette, Shapes, Wand2 } from 'lucide-react';
import { Button } from '@/ui/button';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { TextField } from '@/ui/text-field';
import {
  MODES,
  PROMPT_MAX_LENGTH,
  matchingSuggestion,
  normalizePrompt,
  promptLabels,
  visibleSuggestions,
  type DrawingMode,
} from '@/features/co-drawing/model/prompts';

const modeIcons = { ADD: Shapes, COLOR: Palette } as const;

export interface PromptPanelProps {
  mode: DrawingMode;
  onModeChange: (mode: DrawingMode) => void;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  onSubmit: () => void;
  busy?: boolean;
}

/**
 * The tabs 'Add Elements' and 'Color It In' with their suggestion chips (a chip
 * fills the prompt) and the prompt form; the prompt is required and non-blank after trimming.
 */
export function PromptPanel({ mode, onModeChange, prompt, onPromptChange, onSubmit, busy = false }: PromptPanelProps) {
  const headingId = useId();
  const blank = normalizePrompt(prompt) === null;
  const texts = promptLabels[mode];
  return (
    <form
      aria-labelledby={headingId}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-4 shadow-xs sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !busy) onSubmit();
      }}
    >
      <h2 id={headingId} className="text-xl font-extrabold">
        Ask the AI artist
      </h2>
      <Tabs value={mode} onValueChange={(value) => onModeChange(value === 'COLOR' ? 'COLOR' : 'ADD')}>
        <TabsList aria-label="What the AI should do">
          {MODES.map(({ mode: value, label }) => {
            const Icon = modeIcons[value];
            return (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {MODES.map(({ mode: value }) => (
          <TabsContent key={value} value={value} className="flex flex-col gap-2">
            <p id={`${headingId}-${value}-ideas`} className="text-sm font-bold text-muted-foreground">
              Ideas to try
            </p>
            <ChipGroup
              type="single"
              aria-labelledby={`${headingId}-${value}-ideas`}
              value={matchingSuggestion(value, prompt)}
              onValueChange={onPromptChange}
              disabled={busy}
            >
              {visibleSuggestions(value).map((suggestion) => (
                <Chip key={suggestion} value={suggestion}>
                  {suggestion}
                </Chip>
              ))}
            </ChipGroup>
          </TabsContent>
        ))}
      </Tabs>
      <TextField
        label={texts.label}
        name="prompt"
        autoComplete="off"
        value={prompt}
        onChange={(event) => onPromptChange(event.target.value)}
        placeholder={texts.placeholder}
        maxLength={PROMPT_MAX_LENGTH}
        required
        aria-required="true"
        disabled={busy}
        hint={blank ? texts.blankHint : 'The AI gets your drawing and these words.'}
      />
      <Button type="submit" size="lg" disabled={blank} loading={busy} className="self-start max-sm:w-full">
        <Wand2 aria-hidden="true" />
        Create AI Magic
      </Button>
    </form>
  );
}
