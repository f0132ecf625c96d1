import { readFileSync } from 'node:fs';
import { cleanup } from '@testing-library/react';
import type * as React from 'react';
import { privacyFactList, privacyFacts, syncServerRecords } from '@/lib/privacy-facts';
import { AboutPage } from '@/features/pages/components/about-page';
import { FaqPage } from '@/features/pages/components/faq-page';
import { HelpPage } from '@/features/pages/components/help-page';
import { IntentionPage } from '@/features/pages/components/intention-page';
import { NotFoundPage } from '@/features/pages/components/not-found-page';
import { PrivacyPolicyPage } from '@/features/pages/components/privacy-policy-page';
import { ResearchPage } from '@/features/pages/components/research-page';
import { SignInPage } from '@/features/pages/components/sign-in-page';
import { TermsPage } from '@/features/pages/components/terms-page';
import { ThankYouPage } from '@/features/pages/components/thank-you-page';
import { LandingPage } from '@/features/landing/components/landing-page';
import { FamilyNameStep } from '@/features/family/components/onboarding/family-name-step';
import { StorageCard } from '@/features/dashboard/components/storage-card';
import { SupportCard } from '@/features/home/components/info-cards';
import { welcomePost } from '@/features/home/components/welcome-post';
import { collaborationQuestions, screenTimeFigures, type Figure } from '@/features/pages/data/figures';
import { creators, intentionTestimonials } from '@/features/pages/data/people';
import { renderWithProviders } from '../render';

// A sentence that says data stays on the device must also say what leaves it.
const overclaims = [
  /stays? on (this|your) device/i,
  /never leaves? (this|your) (device|browser)/i,
  /(we|hearth) (never|cannot|can't|can not) see/i,
  /nothing is uploaded/i,
  /not uploaded/i,
  /(family content|everything) stays/i,
  /lives only (on|in)/i,
  /only on (this|your) device/i,
  /only you can see/i,
  /never sent anywhere/i,
];
const namesWhatLeaves = /Hearth’s server|Hearth's server|AI provider/;

/** Sentences of a text, so a claim is judged with the words around it, not the whole page. */
function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function overclaimingSentences(text: string): string[] {
  return sentences(text).filter((sentence) => overclaims.some((re) => re.test(sentence)) && !namesWhatLeaves.test(sentence));
}

function textOf(ui: React.ReactElement): string {
  const { container } = renderWithProviders(ui, { route: '/' });
  // Block elements end sentences even when their text has no full stop (cards, list items).
  container.querySelectorAll('p, li, h1, h2, h3, dd, dt, figcaption, blockquote').forEach((element) => element.append('. '));
  const text = container.textContent ?? '';
  cleanup();
  return text;
}

const noop = () => {};
const screens: [string, () => React.ReactElement][] = [
  ['/', () => <LandingPage />],
  ['/about', () => <AboutPage />],
  ['/faq', () => <FaqPage />],
  ['/help', () => <HelpPage />],
  ['/intention', () => <IntentionPage />],
  ['/privacy-policy', () => <PrivacyPolicyPage />],
  ['/research', () => <ResearchPage />],
  ['/sign-in', () => <SignInPage />],
  ['/terms', () => <TermsPage />],
  ['/thankyou', () => <ThankYouPage />],
  ['404', () => <NotFoundPage />],
  ['onboarding: family name', () => <FamilyNameStep value="" onChange={noop} onContinue={noop} importOption={null} />],
  ['dashboard: storage card', () => <StorageCard />],
  ['home: support card', () => <SupportCard checkoutUrl="https://pay.example.org/hearth" />],
];

describe('every word Hearth says about where data lives is true', () => {
  it('finds the overclaims it is meant to find', () => {
    expect(overclaimingSentences('Hello. Everything stays on this device. Bye.')).toEqual(['Everything stays on this device.']);
    expect(overclaimingSentences('Your moments never leave your device.')).toHaveLength(1);
    expect(overclaimingSentences('We cannot see it. Nothing is uploaded.')).toHaveLength(2);
    expect(overclaimingSentences(privacyFacts.summary)).toEqual([]);
  });

  it.each(screens)('%s says nothing more than is true', (_name, ui) => {
    expect(overclaimingSentences(textOf(ui()))).toEqual([]);
  });

  it('the welcome post, the meta description and the app manifest', () => {
    expect(overclaimingSentences(welcomePost(new Date()).content)).toEqual([]);
    const html = readFileSync('index.html', 'utf8');
    const meta = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(meta).toMatch(namesWhatLeaves);
    expect(overclaimingSentences(meta)).toEqual([]);
    const manifest = /description:\s*\n?\s*'([^']*)'/.exec(readFileSync('vite.config.ts', 'utf8'))?.[1] ?? '';
    expect(manifest).toMatch(namesWhatLeaves);
    expect(overclaimingSentences(manifest)).toEqual([]);
  });

  it('the shared facts name the server and the AI provider', () => {
    expect(privacyFactList.join(' ')).toMatch(/Hearth’s server/);
    expect(privacyFactList.join(' ')).toMatch(/AI provider/);
    // Sync is described only as end-to-end encrypted, never as the server reading anything.
    expect(privacyFacts.sync).toMatch(/end-to-end encrypted/);
    expect(privacyFacts.sync).toMatch(/cannot read/);
  });
});

// What Hearth's server keeps for a synced family, as docs/threat-model.md lists it. Each
// page that describes sync must say all of it, and that the content itself is never among it.
const syncServerFacts: [string, RegExp][] = [
  ['a random space id', /random space id/i],
  ['device ids', /each device’s id/i],
  ['public keys', /public keys/i],
  ['opaque record keys', /opaque record keys/i],
  ['ciphertext sizes', /sizes (and times )?of the encrypted changes/i],
  ['times', /times of the encrypted changes/i],
  ['never content', /never what your family shares/i],
];

describe('what the server keeps for a synced family', () => {
  it('the shared sync sentence names every kind of record the server keeps, and never content', () => {
    for (const [fact, pattern] of syncServerFacts) expect(privacyFacts.syncServer, fact).toMatch(pattern);
    expect(privacyFacts.sync).toContain(privacyFacts.syncServer);
  });

  it.each([
    ['/privacy-policy', () => <PrivacyPolicyPage />],
    ['/faq', () => <FaqPage />],
    ['/', () => <LandingPage />],
  ] as const)('%s says what the server keeps for a synced family', (_name, ui) => {
    const text = textOf(ui()).replace(/\s+/g, ' ');
    for (const [fact, pattern] of syncServerFacts) expect(text, fact).toMatch(pattern);
  });

  it('the privacy policy lists each record the server keeps, matching the threat model', () => {
    const text = textOf(<PrivacyPolicyPage />).replace(/\s+/g, ' ');
    for (const record of syncServerRecords) expect(text).toContain(record);
    const threatModel = readFileSync('docs/threat-model.md', 'utf8');
    for (const named of ['random space ids', 'device ids', 'public signing and wrap keys', 'opaque record keys', 'ciphertext sizes', 'hybrid logical clock']) {
      expect(threatModel, `docs/threat-model.md still names ${named}`).toContain(named);
    }
    expect(syncServerRecords.join(' ')).toMatch(/random id for your family’s space/);
    expect(syncServerRecords.join(' ')).toMatch(/public keys/);
    expect(syncServerRecords.join(' ')).toMatch(/opaque record key/);
    expect(syncServerRecords.join(' ')).toMatch(/clock stamp/);
  });
});

describe('figures and people', () => {
  const figures: Figure[] = [...screenTimeFigures, ...collaborationQuestions];

  it('every figure has a source field; a number has a real, linked source', () => {
    for (const figure of figures) {
      expect(Object.hasOwn(figure, 'source'), figure.value).toBe(true);
      if (/\d/.test(figure.value)) {
        expect(figure.kind, figure.value).toBe('measured');
        expect(figure.source?.href, figure.value).toMatch(/^https:\/\//);
      } else {
        expect(figure.value, 'a figure without a source is a question').toMatch(/\?$/);
      }
    }
  });

  it('no page says the invented numbers', () => {
    const text = screens.map(([, ui]) => textOf(ui())).join(' ');
    for (const invented of ['2,084', '7.5 hours', '31%', '47 families', '2,400', '89%', '94%', '12+']) {
      expect(text).not.toContain(invented);
    }
  });

  it('every named person has a consent record', () => {
    for (const person of [...creators, ...intentionTestimonials]) {
      expect(person.consent.givenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(person.consent.record.trim()).not.toBe('');
    }
  });
});
