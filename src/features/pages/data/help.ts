import type { ContactPurpose } from '@/lib/config';

// The help page's content: troubleshooting, the support addresses, supported browsers, pack prices
// and credit rules (docs/product.md#pages).

/** The six support addresses of the help page, in this order, with what each is for. */
export const supportContacts: readonly { purpose: Exclude<ContactPurpose, 'research'>; title: string; text: string }[] = [
  { purpose: 'legal', title: 'Legal', text: 'Questions about our terms of service.' },
  { purpose: 'privacy', title: 'Privacy', text: 'Your data, this device, and removing your family from our server.' },
  { purpose: 'general', title: 'General', text: 'Ideas, feedback, and anything else on your mind.' },
  { purpose: 'support', title: 'Support', text: 'Help using Hearth day to day.' },
  { purpose: 'technical', title: 'Technical', text: 'Something is broken, slow, or not loading.' },
  { purpose: 'billing', title: 'Billing', text: 'The planned packs and credits. Nothing is on sale yet.' },
];

/**
 * The help page names Chrome, Safari and Firefox. Hearth's tests run in Chromium only
 * (playwright.config.ts, the story tests), so only Chromium is said to be tested.
 */
export const supportedBrowsers: readonly { name: string; tested: boolean }[] = [
  { name: 'Chrome', tested: true },
  { name: 'Safari', tested: false },
  { name: 'Firefox', tested: false },
];

/** The packs' planned prices; the packs are not on sale yet. */
export const packs: readonly { name: string; price: string; text: string }[] = [
  {
    name: 'Family Antakshari',
    price: '$12',
    text: 'More songs and languages for the family alphabet singing game.',
  },
  {
    name: 'Recipe Roulette',
    price: '$10',
    text: 'More family recipes to spin for, with ideas for cooking together.',
  },
  {
    name: 'Connection Moments Plus',
    price: '$5',
    text: 'More seasonal and milestone moments for birthdays, holidays and firsts.',
  },
];

/**
 * Credits, as planned: credits are not on sale and the AI
 * tools use none today. Hearth sends no e-mail, so no rule speaks of one.
 */
export const creditRules: readonly string[] = [
  'One credit will be used for each successful AI transformation. If processing a photo fails, no credit will be used.',
  'Credits will need to be used within 120 days of purchase.',
  'Credits will generally be non-refundable, but if a technical problem costs you credits, tell us within 30 days and we will look into it.',
];

export interface TroubleshootingEntry {
  id: string;
  problem: string;
  answer: string;
}

export const troubleshooting: readonly TroubleshootingEntry[] = [
  {
    id: 'ai-offline',
    problem: 'An AI tool says it needs a connection',
    answer:
      'Time-travel photos, co-drawing, the festival photo page and daily-moment guidance use an AI service, so they need the internet. Everything else works offline once Hearth has been opened, with two exceptions: sync waits until you are back online, and the year book’s PDF needs the internet the first time you make one on a device (its PDF maker is downloaded then, and kept for next time).',
  },
  {
    id: 'data-gone',
    problem: 'Our family data has disappeared',
    answer:
      'Family data is stored in this browser on this device. Clearing your browser’s data (history, cookies and site data) removes it, and so can private or incognito windows when they close. Export a backup from the dashboard before you clear anything, and import it again from the family setup screen.',
  },
  {
    id: 'other-device',
    problem: 'Hearth looks empty on another phone or browser',
    answer:
      'Each browser keeps its own copy until you turn on sync. To use Hearth on another device, turn on sync on the dashboard (“Use Hearth on more devices”) and open the invitation on the other device: your family arrives there, end-to-end encrypted. Without sync, export a backup on the first device and import it on the other when you set up your family.',
  },
  {
    id: 'photo',
    problem: 'A photo will not upload',
    answer:
      'Photos need to be image files (JPG or PNG work everywhere) under 5MB. Hearth shrinks them before saving, so large phone photos usually work; try another one if it does not.',
  },
  {
    id: 'update',
    problem: 'Hearth says a new version is ready',
    answer:
      'Finish what you are typing, then choose Refresh. Hearth never reloads on its own while you are in the middle of something.',
  },
];
