/**
 * How the head script puts the first-paint snapshot (src/data/first-paint-snapshot.ts) into the
 * page. Self-contained (no imports, no outer names): the build serialises it with `toString()`
 * into that script (prerender-landing.tsx), and the unit tests run the same function.
 */

/** The app's text font (index.css `--font-sans`, @fontsource-variable/nunito). */
export const APP_FONT_FAMILY = 'Nunito Variable';

/**
 * Puts `html` into #root (marked `data-earlier-day` when `earlierDay`: first-paint-snapshot.ts), inert and hidden from assistive technology, once the stylesheet and the
 * app's font have loaded and `prepare` has finished with it (decoded its photo previews), or after
 * `limitMs` at the latest (a slow font never holds the page back for long). Painted before the
 * font, its text was laid out again when the font arrived and the whole page moved (Lighthouse:
 * CLS 0.18). Until then the splash shows. Calls `done` with the snapshot once it is in the page,
 * or with null: #root is missing or the app has started meanwhile (main.tsx removes the
 * `data-hearth-snapshot` mark when it finds no snapshot).
 */
export function paintFirstPaintSnapshot(
  doc: Document,
  html: string,
  earlierDay: boolean,
  fontFamily: string,
  limitMs: number,
  prepare: (snapshot: HTMLElement, ready: () => void) => void,
  done: (snapshot: HTMLElement | null) => void,
): void {
  const snapshot = doc.createElement('div');
  snapshot.className = 'hearth-snapshot';
  snapshot.setAttribute('inert', '');
  snapshot.setAttribute('aria-hidden', 'true');
  // Saved on an earlier day: its daily card is yesterday's (index.html hides its content).
  if (earlierDay) snapshot.setAttribute('data-earlier-day', '');
  snapshot.innerHTML = html;
  let finished = false;
  const show = () => {
    if (finished) return;
    finished = true;
    const page = doc.documentElement;
    const root = doc.getElementById('root');
    if (!root || !page.hasAttribute('data-hearth-snapshot')) {
      page.removeAttribute('data-hearth-snapshot');
      done(null);
      return;
    }
    root.appendChild(snapshot);
    page.setAttribute('data-hearth-snapshot', 'shown');
    done(snapshot);
  };
  setTimeout(show, limitMs);
  let waiting = 2;
  const ready = () => {
    waiting -= 1;
    if (waiting === 0) show();
  };
  let prepared = false;
  prepare(snapshot, () => {
    if (prepared) return;
    prepared = true;
    ready();
  });
  const loadFont = () => {
    const fonts = doc.fonts as FontFaceSet | undefined;
    if (!fonts || typeof fonts.load !== 'function') {
      ready();
      return;
    }
    fonts.load('1em "' + fontFamily + '"').then(ready, ready);
  };
  // The font's @font-face rule is in the stylesheet: asked before it has loaded, the font set
  // knows no such face and answers at once.
  const stylesheet = doc.querySelector('link[rel="stylesheet"]') as HTMLLinkElement | null;
  if (stylesheet && !stylesheet.sheet) {
    stylesheet.addEventListener('load', loadFont);
    stylesheet.addEventListener('error', show);
  } else {
    loadFont();
  }
}
