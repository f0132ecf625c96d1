// The "Screen states" docs page: every state of stories/SCREEN-STATES.md is listed with
// a link, every link names a story of the built Storybook, and a link opens its story in the
// Storybook window.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parseScreenStates } from '../../scripts/screen-state-rules.mjs';
import { readIndex } from './story-index';

const PAGE_ID = 'screen-states--docs';
const table = parseScreenStates(readFileSync(new URL('../../stories/SCREEN-STATES.md', import.meta.url), 'utf8'));

test.describe('Screen states page', () => {
  test('lists every screen state with a link to a story that exists', async ({ page }) => {
    const entries = readIndex();
    expect(entries[PAGE_ID]?.type, 'the page is in the built Storybook').toBe('docs');
    await page.goto(`/iframe.html?id=${PAGE_ID}&viewMode=docs`);
    await expect(page.getByRole('heading', { name: 'Screen states', level: 1 })).toBeVisible({ timeout: 20_000 });
    const links = await page.locator('a[data-story-id]').evaluateAll((anchors) =>
      anchors.map((a) => ({ row: a.closest('tr')?.id ?? '', href: a.getAttribute('href') ?? '', target: a.getAttribute('target') })),
    );
    expect(links.map((link) => link.row)).toEqual(table.rows.map((row) => row.id));
    for (const link of links) {
      const storyId = /^\.\/\?path=\/story\/([a-z0-9-]+--[a-z0-9-]+)$/.exec(link.href)?.[1] ?? '';
      expect(entries[storyId]?.type, `${link.row} links to ${link.href}, a story of the built Storybook`).toBe('story');
      expect(link.target).toBe('_top');
    }
    for (const area of new Set(table.rows.map((row) => row.area))) {
      // Exact end of the name: Storybook prefixes "Copy heading URL…", and one area can start another's.
      const name = new RegExp(`(^| )${area.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
  });

  test('a link opens its story in the Storybook window', async ({ page }) => {
    const row = table.rows.find((candidate) => candidate.id === 'AE-02');
    expect(row, 'AE-02, the 402 error of time travel').toBeDefined();
    await page.goto(`/?path=/docs/${PAGE_ID}`);
    const docs = page.frameLocator('#storybook-preview-iframe');
    const link = docs.locator(`tr#AE-02 a`);
    await link.click({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`\\?path=/story/${row?.storyId}$`), { timeout: 20_000 });
    await expect(docs.getByRole('dialog')).toContainText(/has run out of credit/i, { timeout: 20_000 });
  });
});
