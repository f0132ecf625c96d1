import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Post } from '../../src/data/types';
import { demoFamily, demoPhotos, familyPreference, makePost, memberAt } from '../../stories/mocks/post-fixtures';
import { putRecords, waitForDatabase } from './helpers/seed';

// On this day and the year book against the built app: two years of moments (2024 and 2025), a fixed clock on 14 March
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

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string; texts: string[]; images: number[]; sizes: number[][] }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, verbosity: 0 }).promise;
  const texts: string[] = [];
  const images: number[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    sizes.push(page.view.slice(2));
    // 85 is pdf.js's paintImageXObject operator.
    images.push((await page.getOperatorList()).fnArray.filter((fn) => fn === 85).length);
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: document.numPages, text: texts.join('\n'), texts, images, sizes };
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

test.describe('in an app that cannot print (Instagram\'s browser)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 Instagram 339.0.0.13.87' });

  test('the year book says it cannot print and downloads a PDF made on the device', async ({ page }) => {
    await seed(page);
    // Words in another script and emoji, which the PDF's font does not have: drawn as pictures.
    await putRecords(page, 'posts', [makePost({ id: 'mood-2025-03-20', type: 'mood', mood: '🥰', content: 'Zoë’s день 🎉', timestamp: new Date(2025, 2, 20, 9).toISOString() }, memberAt(2))]);
    await page.goto('/family/year-book');
    await expect(page.getByText('This browser cannot print')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    await page.getByLabel('Paper').selectOption('letter');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${demoFamily.familyName} year book 2025.pdf`);
    const { pages, text, texts, images, sizes } = await pdfText(await readFile(await file.path()));
    // The cover, one page a month (two short moments, one with its photo), the closing numbers.
    expect(pages).toBe(14);
    expect(new Set(sizes.map((size) => size.join(' × ')))).toEqual(new Set(['612 × 792']));
    expect(texts[0]).toContain(demoFamily.familyName);
    expect(texts[0]).toContain('2025');
    expect(texts[3]).toMatch(/^March.*Photo walk 2025-03.*Supper stories 2025-03.*2 reactions.*Zoë’s день.*4$/s);
    // The photo (an SVG, turned into JPEG on the device) and the two emoji pictures; the cover's photo.
    expect(images[3]).toBe(3);
    expect(images[0]).toBe(1);
    expect(texts[13]).toMatch(/Our year in numbers.*Moments.*25.*Photos.*12/s);
    expect(text).not.toContain('2024-03');
    // The page is whole again once the file is made.
    await expect(page.getByRole('button', { name: 'Download the PDF' })).toBeEnabled();
  });
});
