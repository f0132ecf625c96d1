import { act, renderHook, waitFor } from '@testing-library/react';
import { useBookPdf } from '@/features/year-book/api/use-book-pdf';
import type { YearBook } from '@/features/year-book/model/lay-out-book';
import { defaultOptions, type YearBookOptions } from '@/features/year-book/model/year-book-options';

type Make = (book: YearBook, paper: string, controls: { onProgress: (done: number, total: number) => void; signal: AbortSignal }) => Promise<Blob>;
const makeBookPdf = vi.fn<Make>();
const downloadBlob = vi.fn();
vi.mock('@/features/year-book/device/make-book-pdf', () => ({ makeBookPdf: (...args: Parameters<Make>) => makeBookPdf(...args) }));
vi.mock('@/lib/download', () => ({ downloadBlob: (...args: unknown[]) => downloadBlob(...args) }));

const book = (familyName: string): YearBook => ({ familyName, title: '2025', chapters: [], numbers: { moments: 40, photos: 0, longestStreak: 0, busiestMonth: null } });

function render(initial: { book: YearBook; options: YearBookOptions }) {
  return renderHook(({ book, options }) => useBookPdf(book, options), { initialProps: initial });
}

beforeEach(() => {
  makeBookPdf.mockReset();
  downloadBlob.mockReset();
});

describe('useBookPdf', () => {
  it('shows progress, then downloads the PDF under the family’s name', async () => {
    let finish: (blob: Blob) => void = () => {};
    makeBookPdf.mockImplementation((_, __, { onProgress }) => {
      onProgress(10, 40);
      return new Promise((resolve) => (finish = resolve));
    });
    const { result } = render({ book: book('The Kumars'), options: defaultOptions(2025) });
    act(() => result.current.make());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'making', done: 10, total: 40 }));
    await act(async () => finish(new Blob(['%PDF'])));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'idle' }));
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'The Kumars year book 2025.pdf');
  });

  it('says so when the PDF cannot be made, and can try again', async () => {
    makeBookPdf.mockRejectedValueOnce(new Error('out of memory'));
    const { result } = render({ book: book('F'), options: defaultOptions(2025) });
    act(() => result.current.make());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed' }));
    expect(downloadBlob).not.toHaveBeenCalled();
    makeBookPdf.mockResolvedValueOnce(new Blob(['%PDF']));
    act(() => result.current.make());
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
  });

  it('stops and downloads nothing when the book changes meanwhile', async () => {
    let signal: AbortSignal | undefined;
    let finish: (blob: Blob) => void = () => {};
    makeBookPdf.mockImplementation((_, __, controls) => {
      signal = controls.signal;
      return new Promise((resolve) => (finish = resolve));
    });
    const options = defaultOptions(2025);
    const { result, rerender } = render({ book: book('F'), options });
    act(() => result.current.make());
    await waitFor(() => expect(signal).toBeDefined());
    rerender({ book: book('F'), options: { ...options, paper: 'letter' } });
    expect(signal?.aborted).toBe(true);
    expect(result.current.state).toEqual({ status: 'idle' });
    await act(async () => finish(new Blob(['%PDF'])));
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});
