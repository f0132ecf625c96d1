import { useEffect, useState } from 'react';
import type { Post } from '@/data/types';
import { layOutBook, type YearBook } from '../model/lay-out-book';
import type { YearBookOptions } from '../model/year-book-options';

export type LayoutState =
  | { status: 'idle' }
  | { status: 'laying-out'; done: number; total: number }
  | { status: 'ready'; book: YearBook };

/** Lays the book out in turns (the page stays responsive) and reports progress; a newer choice cancels an older one. */
export function useLaidOutBook(posts: Post[] | undefined, familyName: string, options: YearBookOptions): LayoutState {
  const [state, setState] = useState<LayoutState>({ status: 'idle' });
  useEffect(() => {
    if (!posts) return;
    let cancelled = false;
    void layOutBook(posts, familyName, options, {
      onProgress: (done, total) => {
        if (!cancelled) setState({ status: 'laying-out', done, total });
      },
    }).then((book) => {
      if (!cancelled) setState({ status: 'ready', book });
    });
    return () => {
      cancelled = true;
    };
  }, [posts, familyName, options]);
  return state;
}
