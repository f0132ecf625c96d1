import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { afterMainContent, markMainContentRendered, resetMainContentForTests } from '@/lib/after-first-paint';
import { useMainContentPart } from '@/lib/use-main-content-part';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A photo on the first screen (jsdom lays nothing out, so its box is given) that has not loaded yet. */
function loadingPhoto(top = 100): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'complete', { configurable: true, get: () => false });
  image.getBoundingClientRect = () => ({ top, left: 0, width: 300, height: 200, right: 300, bottom: top + 200, x: 0, y: top, toJSON: () => ({}) });
  return image;
}

function Feed({ settled, photo }: { settled: boolean; photo?: HTMLImageElement }) {
  const ref = useRef<HTMLElement>(null);
  useMainContentPart(ref, settled);
  return <section ref={(element) => {
    ref.current = element;
    if (element && photo && !element.contains(photo)) element.append(photo);
  }} />;
}

describe('useMainContentPart (the home waits for its newest photos before later code)', () => {
  afterEach(() => resetMainContentForTests());

  it('holds afterMainContent until the part has settled and its first-screen photos have loaded', async () => {
    const task = vi.fn();
    const photo = loadingPhoto();
    const { rerender } = render(<Feed settled={false} photo={photo} />);
    afterMainContent(task, 10_000);
    markMainContentRendered();
    await wait(100);
    expect(task).not.toHaveBeenCalled();
    rerender(<Feed settled photo={photo} />);
    await wait(100);
    expect(task).not.toHaveBeenCalled();
    photo.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it.each([
    ['a photo that fails', (photo: HTMLImageElement) => photo.dispatchEvent(new Event('error'))],
    ['the part leaving the page', (_photo: HTMLImageElement, unmount: () => void) => unmount()],
  ])('lets go after %s', async (_label, end) => {
    const task = vi.fn();
    const photo = loadingPhoto();
    const { unmount } = render(<Feed settled photo={photo} />);
    afterMainContent(task, 10_000);
    markMainContentRendered();
    await wait(100);
    expect(task).not.toHaveBeenCalled();
    end(photo, unmount);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('does not wait for a photo below the first screen (a lazy image may never load)', async () => {
    const task = vi.fn();
    render(<Feed settled photo={loadingPhoto(window.innerHeight + 50)} />);
    afterMainContent(task, 10_000);
    markMainContentRendered();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});
