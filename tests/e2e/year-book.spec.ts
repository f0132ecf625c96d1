import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Post } from '../../src/data/types';
import { demoFamily, demoPhotos, familyPreference, makePost, memberAt } from '../../stories/mocks/post-fixtures';
import { putRecords, waitForDatabase } from './helpers/seed';

// Issue 23 against the built app: two years of moments (2024 and 2025), a fixed clock on 14 March
// 2026, the "On this day" card on the home, then last year's book printed to PDF by Chromium.

const TODAY = new Date(2026, 2, 14, 10, 0);

/** Two moments a month in 2024 and 2025 (the 3rd and the 14th), a photo on each 3rd. */
function twoYears(): Post[] {
  const posts: Post[] = [];
  for (const year of [2024, 2025]) {
    for (let month = 1; month <= 12; month += 1) {
      const label = `${year}-${String(month).padStart(2, '0')}`;
      posts.push(
        makePost({ id: `p-${label}-03`, type: 'photo', content: `Photo walk ${label}`, imageUrls: demoPhotos(1, month), timestamp: new Date(year, month - 1, 3, 17).toISOString() }, memberAt(month)),
        makePost({ id: `t-${label}-14`, content: `Supper stories ${label}`, timestamp: new Date(year, month - 1, 14, 19).toISOString(), likes: 2 }, memberAt(month + 1)),
      );
    }
  }
  return posts;
}

async function seed(page: Page) {
  await page.clock.setFixedTime(TODAY);
  await page.goto('/family');
  await waitForDatabase(page);
  await putRecords(page, 'preferences', [familyPreference()]);
  await putRecords(page, 'posts', twoYears());
}

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: document.numPages, text: texts.join('\n') };
}

test('the home shows last year on this day and the year book prints last year to PDF', async ({ page }) => {
  await seed(page);
  await page.goto('/family');
  const card = page.getByRole('region', { name: 'On this day' });
  await expect(card).toContainText('Supper stories 2025-03');
  await expect(card).toContainText('1 year ago');
  await expect(card.getByRole('link', { name: /2 years ago/ })).toBeVisible();

  await card.getByRole('link', { name: /Open this moment from 1 year ago/ }).click();
  await expect(page).toHaveURL(/view=calendar&day=2025-03-14/);
  await expect(page.getByRole('region', { name: /Moments of Friday, 14 March 2025|Moments of Friday, March 14, 2025/ })).toContainText('Supper stories 2025-03');

  await page.goto('/family/year-book');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2025');
  const preview = page.getByRole('region', { name: 'Book preview' });
  await expect(preview).toContainText('The Kumars');
  await expect(preview.getByRole('region', { name: 'March' })).toContainText('Photo walk 2025-03');
  await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeVisible();

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const { pages, text } = await pdfText(pdf);
  // A cover, twelve months of two short moments (one page each) and the closing numbers.
  expect(pages).toBe(14);
  expect(text).toContain(demoFamily.familyName);
  expect(text).toContain('Photo walk 2025-03');
  expect(text).toContain('Supper stories 2025-03');
  expect(text).not.toContain('2024-03');
  expect(text).not.toContain('Family Feed');
});
