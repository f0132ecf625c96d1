import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only helpers: everything here moves focus with page.keyboard (Tab / Shift+Tab), as a
// person without a mouse would, and never clicks or calls element.focus().

/** Whether `locator` (one element) has the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === element.ownerDocument.activeElement);
}

/** A short description of the focused element: tag, role and accessible-ish name. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const role = element.getAttribute('role');
    const name =
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby')
        ? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent
        : null) ??
      (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.value) : element.textContent) ??
      '';
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> ${name.replace(/\s+/g, ' ').trim().slice(0, 60)}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus. Fails, listing every element the focus
 * passed through, when it is not reached within `max` presses (not in the tab order, or behind a trap).
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const max = options.max ?? 60;
  await target.waitFor({ state: 'visible' });
  const visited: string[] = [];
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    visited.push(await describeFocus(page));
  }
  if (await isFocused(target)) return;
  throw new Error(`${key} never reached ${target.toString()} in ${max} presses. Focus went through:\n  ${visited.join('\n  ')}`);
}

/**
 * Tabs through `container` forwards and then backwards, `presses` times each way (more than the
 * number of its controls, so the focus has to wrap around), and checks that the focus never leaves
 * it — a modal dialog traps the focus (WAI-ARIA dialog pattern).
 */
export async function expectFocusTrapped(page: Page, container: Locator, presses = 12): Promise<void> {
  const inside = () => container.evaluate((element) => element.contains(element.ownerDocument.activeElement));
  await expect.poll(inside, { message: 'the focus moves into the dialog when it opens' }).toBe(true);
  const seen = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      const where = await describeFocus(page);
      seen.add(where);
      expect(await inside(), `after ${key} x${i + 1} the focus left the dialog for ${where}`).toBe(true);
    }
  }
  // A trap that holds the focus on one element proves nothing about wrapping: the dialog has at
  // least two controls (its action and a way out), so both must have been visited.
  expect(seen.size, `the focus moved between the dialog's controls: ${[...seen].join(', ')}`).toBeGreaterThan(1);
}

/**
 * In a radio group with roving focus (one Tab stop; the arrow keys move and select), presses
 * `key` until `target` has the focus and is checked.
 */
export async function arrowTo(page: Page, target: Locator, options: { key?: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp'; max?: number } = {}): Promise<void> {
  const key = options.key ?? 'ArrowRight';
  const max = options.max ?? 12;
  const visited: string[] = [];
  for (let i = 0; i < max && !(await isFocused(target)); i += 1) {
    await page.keyboard.press(key);
    visited.push(await describeFocus(page));
  }
  if (!(await isFocused(target))) {
    throw new Error(`${key} never reached ${target.toString()} in ${max} presses. Focus went through:\n  ${visited.join('\n  ')}`);
  }
  await expect(target).toBeChecked();
}
