import { useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { loadImage, loadedImage } from '@/lib/image/load-image';
import type { CanvasSize } from '@/features/co-drawing/model/canvas-size';
import { pointFromClient, startStroke, type Stroke, type VisibleDrawing } from '@/features/co-drawing/model/drawing';
import { paintDrawing, paintSegment, paintStroke } from '@/features/co-drawing/model/paint';

export interface DrawingCanvasHandle {
  /** The picture as `data:image/png;base64,...`. */
  toDataUrl: () => string;
  toBlob: () => Promise<Blob | null>;
}

export interface DrawingTool {
  color: string;
  sizePx: number;
  eraser: boolean;
}

export interface DrawingCanvasProps {
  size: CanvasSize;
  view: VisibleDrawing;
  tool: DrawingTool;
  disabled?: boolean;
  onStroke: (stroke: Stroke) => void;
  ref?: React.Ref<DrawingCanvasHandle>;
  'aria-describedby'?: string;
}

interface ActiveStroke {
  pointerId: number;
  stroke: Stroke;
}

/**
 * The drawing surface: mouse, pen and touch through Pointer Events
 * (pressure ignored), `touch-action: none` so a finger draws instead of scrolling. The canvas is
 * repainted from the drawing model after every stroke and resize, so the picture keeps its shape
 * at any size; the stroke under the pointer is painted directly while it is drawn.
 */
export function DrawingCanvas({ size, view, tool, disabled = false, onStroke, ref, 'aria-describedby': describedBy }: DrawingCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const activeRef = useRef<ActiveStroke | null>(null);
  const [imagesReady, setImagesReady] = useState(0);

  useLayoutEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const complete = paintDrawing(ctx, view, size, loadedImage);
    if (activeRef.current) paintStroke(ctx, activeRef.current.stroke, size);
    if (complete || !view.image) return;
    let current = true;
    loadImage(view.image.dataUrl).then(
      () => {
        if (current) setImagesReady((n) => n + 1);
      },
      // An unreadable image leaves the strokes on white; nothing else to do.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [size, view, imagesReady]);

  useImperativeHandle(
    ref,
    () => ({
      toDataUrl: () => canvasRef.current?.toDataURL('image/png') ?? '',
      toBlob: () =>
        new Promise<Blob | null>((resolve) => {
          const canvas = canvasRef.current;
          if (!canvas) resolve(null);
          else canvas.toBlob(resolve, 'image/png');
        }),
    }),
    [],
  );

  const finish = (pointerId: number) => {
    const active = activeRef.current;
    if (!active || active.pointerId !== pointerId) return;
    activeRef.current = null;
    onStroke(active.stroke);
  };

  const handlePointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    // One finger or pen at a time; only the main mouse button draws.
    if (disabled || activeRef.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    const canvas = event.currentTarget;
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests) cannot be captured; drawing still works inside the canvas.
    }
    const point = pointFromClient(event.clientX, event.clientY, canvas.getBoundingClientRect());
    const stroke = startStroke(tool, size, point);
    activeRef.current = { pointerId: event.pointerId, stroke };
    const ctx = canvas.getContext('2d');
    if (ctx) paintStroke(ctx, stroke, size);
  };

  const handlePointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const active = activeRef.current;
    if (!active || active.pointerId !== event.pointerId) return;
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const ctx = canvas.getContext('2d');
    // Coalesced events keep fast strokes smooth on pens and high-rate mice.
    const coalesced = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const samples = coalesced.length > 0 ? coalesced : [event.nativeEvent];
    for (const sample of samples) {
      const point = pointFromClient(sample.clientX, sample.clientY, rect);
      const last = active.stroke.points.at(-1);
      if (last && last.x === point.x && last.y === point.y) continue;
      active.stroke.points.push(point);
      if (ctx && last) paintSegment(ctx, active.stroke, last, point, size);
    }
  };

  const handlePointerEnd = (event: React.PointerEvent<HTMLCanvasElement>) => finish(event.pointerId);

  return (
    <canvas
      ref={canvasRef}
      width={size.width}
      height={size.height}
      role="img"
      aria-label="Family drawing canvas"
      aria-describedby={describedBy}
      data-testid="co-drawing-canvas"
      data-image-source={view.image?.source ?? 'none'}
      data-stroke-count={view.strokes.length}
      style={{ width: size.width }}
      className={cn(
        'block h-auto max-w-full touch-none select-none rounded-xl border border-border bg-white shadow-sm',
        disabled ? 'cursor-not-allowed' : 'cursor-crosshair',
      )}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
      onLostPointerCapture={handlePointerEnd}
    />
  );
}
