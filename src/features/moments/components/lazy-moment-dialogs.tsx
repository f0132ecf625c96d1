import { preloadChunk, useChunk } from '@/lib/use-chunk';
import type { AmazingWorkDialogProps } from './amazing-work-dialog';
import type { CompleteConfirmDialogProps } from './complete-confirm-dialog';
import type { ReflectionDialogProps } from './reflection-dialog';
import type { ShareMomentDialogProps } from './share-moment-dialog';

// The daily card's dialogs open only on a click, but their code (Radix dialog, the share form, the
// photo picker and its compression, the reflection steps) was most of the home's chunk and held
// back its first paint (LCP and TBT of /family). Each is its own chunk, loaded
// when it first opens and preloaded once the home has painted (preloadMomentDialogs), so a click
// normally finds it loaded. A closed dialog renders nothing, so rendering nothing until its code
// is there shows the same page.

const loadShare = () => import('./share-moment-dialog');
const loadReflection = () => import('./reflection-dialog');
const loadConfirm = () => import('./complete-confirm-dialog');
const loadAmazingWork = () => import('./amazing-work-dialog');

/** Loads every moment dialog's code (call after the first paint, or on hover). */
export function preloadMomentDialogs(): Promise<void> {
  return Promise.all([loadShare, loadReflection, loadConfirm, loadAmazingWork].map((load) => preloadChunk<unknown>(load))).then(() => undefined);
}

// Each renders its dialog once the code has loaded; loading starts the first time it opens.

export function LazyShareMomentDialog(props: ShareMomentDialogProps) {
  const chunk = useChunk(loadShare, props.open);
  return chunk ? <chunk.ShareMomentDialog {...props} /> : null;
}

export function LazyReflectionDialog(props: ReflectionDialogProps) {
  const chunk = useChunk(loadReflection, props.open);
  return chunk ? <chunk.ReflectionDialog {...props} /> : null;
}

export function LazyCompleteConfirmDialog(props: CompleteConfirmDialogProps) {
  const chunk = useChunk(loadConfirm, props.open);
  return chunk ? <chunk.CompleteConfirmDialog {...props} /> : null;
}

export function LazyAmazingWorkDialog(props: AmazingWorkDialogProps) {
  const chunk = useChunk(loadAmazingWork, props.open);
  return chunk ? <chunk.AmazingWorkDialog {...props} /> : null;
}
