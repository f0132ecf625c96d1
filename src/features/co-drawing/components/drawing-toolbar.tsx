import { useId } from 'react';
import { Download, Eraser, Trash2, Undo2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { PEN_COLORS, PEN_SIZES } from '@/features/co-drawing/model/drawing';

export interface DrawingToolbarProps {
  color: string;
  onColorChange: (hex: string) => void;
  sizePx: number;
  onSizeChange: (px: number) => void;
  eraser: boolean;
  onEraserChange: (on: boolean) => void;
  canUndo: boolean;
  onUndo: () => void;
  canClear: boolean;
  onClear: () => void;
  onDownload: () => void;
  disabled?: boolean;
}

/** Colours, pen sizes, eraser, undo, clear and download: every one a named button for the keyboard too. */
export function DrawingToolbar({
  color,
  onColorChange,
  sizePx,
  onSizeChange,
  eraser,
  onEraserChange,
  canUndo,
  onUndo,
  canClear,
  onClear,
  onDownload,
  disabled = false,
}: DrawingToolbarProps) {
  const colorsId = useId();
  const sizesId = useId();
  return (
    <section
      aria-label="Drawing tools"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-3 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span id={colorsId} className="text-sm font-bold">
          Color
        </span>
        <div role="group" aria-labelledby={colorsId} className="flex flex-wrap gap-1.5">
          {PEN_COLORS.map((pen) => {
            const pressed = !eraser && pen.hex === color;
            return (
              <button
                key={pen.hex}
                type="button"
                aria-label={pen.name}
                title={pen.name}
                aria-pressed={pressed}
                disabled={disabled}
                onClick={() => onColorChange(pen.hex)}
                className={cn(
                  'size-11 shrink-0 cursor-pointer rounded-full border-2 border-input transition-transform md:size-9',
                  'disabled:cursor-not-allowed disabled:opacity-55',
                  pen.swatchClass,
                  // A ring and a size change, not colour alone, show the chosen paint.
                  pressed && 'scale-110 border-surface-raised ring-3 ring-ring',
                )}
              />
            );
          })}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span id={sizesId} className="text-sm font-bold">
          Pen size
        </span>
        <ChipGroup
          type="single"
          aria-labelledby={sizesId}
          value={String(sizePx)}
          onValueChange={(value) => onSizeChange(Number(value))}
          disabled={disabled}
          className="gap-1.5"
        >
          {PEN_SIZES.map((size) => (
            <Chip key={size.px} value={String(size.px)} className="px-3">
              <span
                aria-hidden="true"
                className="inline-block shrink-0 rounded-full bg-current"
                style={{ width: Math.min(size.px, 16), height: Math.min(size.px, 16) }}
              />
              {size.name}
            </Chip>
          ))}
        </ChipGroup>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={eraser ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={eraser}
          onClick={() => onEraserChange(!eraser)}
          disabled={disabled}
        >
          <Eraser aria-hidden="true" />
          Eraser
        </Button>
        <Button variant="outline" size="sm" onClick={onUndo} disabled={disabled || !canUndo}>
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
        <Button variant="outline" size="sm" onClick={onClear} disabled={disabled || !canClear}>
          <Trash2 aria-hidden="true" />
          Clear
        </Button>
        <Button variant="outline" size="sm" onClick={onDownload} disabled={disabled} className="sm:ml-auto">
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
    </section>
  );
}
