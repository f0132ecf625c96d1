import type { Page } from '@playwright/test';

// Touch targets at least 44 px on the mobile layout (WCAG 2.5.5 size; 2.5.8's inline
// exception for links inside a sentence).

export type SmallTarget = {
  /** Accessible name as far as the page can tell (aria-label, labelledby, label, title, text, alt). */
  name: string;
  /** Tag and role, e.g. `button`, `a`, `input[type=radio]`, `div[role=tab]`. */
  kind: string;
  width: number;
  height: number;
};

export const TARGET_SELECTOR = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="menuitem"]',
].join(', ');

/**
 * Every visible interactive element whose target is smaller than `min` x `min` CSS px. The target of
 * a form control includes its <label> (a tap on the label operates it), so a visually hidden radio
 * inside a big labelled swatch counts as big. Exempt: links inside a sentence (an inline `a` in the
 * text of a p or li, perhaps inside a span or strong, with other text around it), and elements that
 * are not shown (display none, visibility hidden, 1 px screen-reader-only text without a label,
 * aria-hidden or inert).
 */
export function findSmallTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const shown = (element: Element) => {
        if (element.closest('[aria-hidden="true"], [inert]')) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1;
      };
      const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const nameOf = (element: Element) => {
        const label = element.getAttribute('aria-label');
        if (label) return label;
        const labelledBy = element.getAttribute('aria-labelledby');
        if (labelledBy) return labelledBy.split(/\s+/).map((id) => textOf(document.getElementById(id))).join(' ');
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
          const labels = Array.from(element.labels ?? []).map(textOf).join(' ');
          if (labels) return labels;
        }
        return textOf(element) || element.getAttribute('title') || element.querySelector('img')?.getAttribute('alt') || '(no name)';
      };
      // Phrasing wrappers a sentence may put around a link (a flex parent may make them blocks).
      const phrasing = new Set(['SPAN', 'STRONG', 'EM', 'B', 'I', 'SMALL', 'MARK', 'CODE', 'Q', 'CITE']);
      /** A link inside running text: an inline `a` in a p or li (through phrasing wrappers) with more text than the link. */
      const inlineTextLink = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && (phrasing.has(block.tagName) || getComputedStyle(block).display === 'inline')) block = block.parentElement;
        if (!block || !['P', 'LI'].includes(block.tagName)) return false;
        return textOf(block).length > textOf(element).length;
      };

      const small: { name: string; kind: string; width: number; height: number }[] = [];
      for (const element of Array.from(document.querySelectorAll(selector))) {
        const labels =
          element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
            ? Array.from(element.labels ?? [])
            : [];
        const candidates = [element, ...labels].filter(shown);
        if (candidates.length === 0) continue;
        if (inlineTextLink(element)) continue;
        // The biggest of the element and its labels is the target a finger aims at.
        const sizes = candidates.map((c) => c.getBoundingClientRect()).map((r) => ({ width: r.width, height: r.height }));
        const best = sizes.reduce((a, b) => (Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a));
        // Half a pixel of tolerance for sub-pixel layout (e.g. 43.99 from rem maths).
        if (best.width + 0.5 >= min && best.height + 0.5 >= min) continue;
        const role = element.getAttribute('role');
        const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
        small.push({
          name: nameOf(element).slice(0, 80),
          kind: `${element.tagName.toLowerCase()}${type}${role ? `[role=${role}]` : ''}`,
          width: Math.round(best.width * 10) / 10,
          height: Math.round(best.height * 10) / 10,
        });
      }
      return small;
    },
    { selector: TARGET_SELECTOR, min },
  );
}

/** One line per small target: name, kind and size. */
export function describeSmallTargets(targets: readonly SmallTarget[]): string {
  return targets.map((t) => `"${t.name}" (${t.kind}) ${t.width}x${t.height}`).join('\n');
}
