import type { Page } from 'playwright';
import type { CanvasText } from '../../scripts/screen-state-rules.mjs';

/**
 * The text a designer sees on the story's final canvas: every text node whose element is rendered
 * (checkVisibility: not display:none, visibility:hidden or opacity 0) and larger than the 1 px box
 * of visually hidden text, for the whole document and for each open dialog (portals included).
 */
export async function readCanvasText(page: Page): Promise<CanvasText> {
  return page.evaluate(() => {
    const seen = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const visibleText = (root: Element) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) && seen(parent)) parts.push(node.textContent ?? '');
      }
      return parts.join(' ');
    };
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).filter(seen);
    return { pageText: visibleText(document.body), dialogTexts: dialogs.map(visibleText) };
  });
}
