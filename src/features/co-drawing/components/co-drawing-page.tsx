import { useId, useMemo, useReducer, useRef, useState } from 'react';
import { AlertBanner } from '@/ui/alert-banner';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useAiConsentGate } from '@/features/ai-tools/api/use-ai-consent-gate';
import type { AiSendMode } from '@/features/ai-tools/model/send-mode';
import { AiErrorDialog } from '@/features/ai-tools/components/ai-error-dialog';
import { DemoModeBadge } from '@/features/ai-tools/components/demo-mode-badge';
import { coDrawingFileName } from '@/features/ai-tools/model/download-names';
import type { AiErrorLike } from '@/features/ai-tools/model/error-texts';
import { useServices } from '@/lib/services';
import { useCoDrawingMagic } from '@/features/co-drawing/api/use-co-drawing-magic';
import { DrawingCanvas, type DrawingCanvasHandle } from '@/features/co-drawing/components/drawing-canvas';
import { DrawingToolbar } from '@/features/co-drawing/components/drawing-toolbar';
import { PromptPanel } from '@/features/co-drawing/components/prompt-panel';
import { useCanvasSize } from '@/features/co-drawing/components/use-canvas-size';
import { coDrawingNotice } from '@/features/co-drawing/model/co-drawing-outcome';
import {
  DEFAULT_PEN_COLOR,
  DEFAULT_PEN_SIZE,
  canUndo,
  drawingReducer,
  emptyHistory,
  hasDrawing,
  historyFromStrokes,
  visibleDrawing,
  type CanvasImageSource,
  type Stroke,
} from '@/features/co-drawing/model/drawing';
import { normalizePrompt, type DrawingMode } from '@/features/co-drawing/model/prompts';

export interface CoDrawingPageProps {
  /** A drawing to start from (stories and tests). */
  initialStrokes?: readonly Stroke[];
  initialPrompt?: string;
  initialMode?: DrawingMode;
}

/** /family/co-drawing (docs/product.md#co-drawing). */
export function CoDrawingPage({ initialStrokes, initialPrompt = '', initialMode = 'ADD' }: CoDrawingPageProps) {
  const { saveFile } = useServices();
  const size = useCanvasSize();
  const [history, dispatch] = useReducer(drawingReducer, initialStrokes, (strokes) =>
    strokes ? historyFromStrokes(strokes) : emptyHistory,
  );
  const view = useMemo(() => visibleDrawing(history), [history]);
  const [color, setColor] = useState(DEFAULT_PEN_COLOR);
  const [sizePx, setSizePx] = useState(DEFAULT_PEN_SIZE);
  const [eraser, setEraser] = useState(false);
  const [mode, setMode] = useState<DrawingMode>(initialMode);
  const [prompt, setPrompt] = useState(initialPrompt);
  const [confirmClear, setConfirmClear] = useState(false);
  const [dialogError, setDialogError] = useState<AiErrorLike | null>(null);
  const canvasRef = useRef<DrawingCanvasHandle>(null);
  const canvasAreaRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const magic = useCoDrawingMagic();
  const busy = magic.isPending;
  const consent = useAiConsentGate('coDrawing');

  const submit = () => {
    const text = normalizePrompt(prompt);
    if (text === null || busy) return;
    consent.ask((sendMode) => send(text, sendMode));
  };

  const send = (text: string, sendMode: AiSendMode) => {
    const canvasDataUrl = canvasRef.current?.toDataUrl() ?? '';
    setDialogError(null);
    // The form sits under the canvas: bring the canvas and its busy overlay into view.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    canvasAreaRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
    magic.mutate(
      { canvasDataUrl, prompt: text, mode, size, sendMode },
      {
        onSuccess: (result) => {
          const notice = coDrawingNotice(result);
          if (result.imageUrl !== null && notice.imageSource !== null) {
            dispatch({ type: 'image', dataUrl: result.imageUrl, source: notice.imageSource });
          }
          setDialogError(notice.dialogError);
        },
      },
    );
  };

  const download = async () => {
    const blob = await canvasRef.current?.toBlob();
    if (!blob) {
      toast.error('The picture could not be saved. Please try again.');
      return;
    }
    // The download is named family-co-drawing-{w}x{h}.png, the canvas size.
    saveFile(blob, coDrawingFileName(size.width, size.height));
  };

  return (
    <div className="mx-auto flex w-full flex-col gap-4 pb-8" style={{ maxWidth: size.width }}>
      <p className="text-lg text-muted-foreground">
        Draw a picture together, then ask the AI artist to add something new or to color it in.
      </p>

      <DrawingToolbar
        color={color}
        onColorChange={(hex) => {
          setColor(hex);
          setEraser(false);
        }}
        sizePx={sizePx}
        onSizeChange={setSizePx}
        eraser={eraser}
        onEraserChange={setEraser}
        canUndo={canUndo(history)}
        onUndo={() => dispatch({ type: 'undo' })}
        canClear={hasDrawing(history)}
        onClear={() => setConfirmClear(true)}
        onDownload={() => void download()}
        disabled={busy}
      />

      {/* scroll-mt: the sticky page header must not cover the canvas when it is scrolled into view. */}
      <div ref={canvasAreaRef} className="relative max-w-full scroll-mt-24 self-start">
        <DrawingCanvas
          ref={canvasRef}
          size={size}
          view={view}
          tool={{ color, sizePx, eraser }}
          disabled={busy}
          onStroke={(stroke) => dispatch({ type: 'stroke', stroke })}
          aria-describedby={hintId}
        />
        {busy ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-overlay p-4">
            <div
              role="status"
              className="flex items-center gap-3 rounded-2xl bg-surface-raised px-5 py-4 text-lg font-extrabold text-foreground shadow-lg"
            >
              <Spinner size="md" decorative />
              AI Magic Working...
            </div>
          </div>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        Draw with a mouse, a pen or a finger. Drawing needs a pointer; the tools, ideas and prompt all work with the
        keyboard too.
      </p>

      <ResultNotice source={view.image?.source ?? null} />

      <PromptPanel
        mode={mode}
        onModeChange={setMode}
        prompt={prompt}
        onPromptChange={setPrompt}
        onSubmit={submit}
        busy={busy}
      />

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear the whole drawing?"
        description="Everything on the canvas goes away. Changed your mind? Undo brings it back."
        confirmLabel="Clear Drawing"
        cancelLabel="Keep Drawing"
        tone="danger"
        onConfirm={() => {
          dispatch({ type: 'clear' });
          setConfirmClear(false);
        }}
      />

      <AiErrorDialog
        open={dialogError !== null}
        onOpenChange={(open) => {
          if (!open) setDialogError(null);
        }}
        context="coDrawing"
        error={dialogError}
      />
      {consent.dialog}
    </div>
  );
}

/** What the picture on the canvas is: the AI's, or the local one (demo mode, AI unavailable). */
function ResultNotice({ source }: { source: CanvasImageSource | null }) {
  if (source === 'ai') {
    return (
      <AlertBanner tone="success" title="Your AI magic is on the canvas!" data-testid="co-drawing-notice" data-source="ai">
        Keep drawing on it, ask for more magic, or download it.
      </AlertBanner>
    );
  }
  if (source === 'demo') {
    return (
      <AlertBanner tone="info" title={<DemoModeBadge />} data-testid="co-drawing-notice" data-source="demo">
        No AI service is connected to this Hearth, so this picture was made right here on your device from your drawing.
      </AlertBanner>
    );
  }
  if (source === 'unavailable') {
    return (
      <AlertBanner tone="warning" title="The AI artist was unavailable" data-testid="co-drawing-notice" data-source="unavailable">
        So this picture was made on your device from your drawing. You can keep drawing and try the AI again later.
      </AlertBanner>
    );
  }
  return null;
}
