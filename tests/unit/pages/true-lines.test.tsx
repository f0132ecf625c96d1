import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type * as React from 'react';
import { MemoryRouter } from 'react-router-dom';
import { privacyFactList, privacyFacts, syncServerRecords } from '@/lib/privacy-facts';
import { paymentFact } from '@/lib/payment-facts';
import { AboutPage } from '@/features/pages/components/about-page';
import { FaqPage } from '@/features/pages/components/faq-page';
import { HelpPage } from '@/features/pages/components/help-page';
import { IntentionPage } from '@/features/pages/components/intention-page';
import { PrivacyPolicyPage } from '@/features/pages/components/privacy-policy-page';
import { TermsPage } from '@/features/pages/components/terms-page';
import { LandingPage } from '@/features/landing/components/landing-page';
import { ResearchCard, SupportCard } from '@/features/home/components/info-cards';
import { TidyUpCard, tidyUpWarning } from '@/features/dashboard/components/tidy-up-card';
import { faqEntries } from '@/features/pages/data/faq';
import { packs, troubleshooting } from '@/features/pages/data/help';
import { intentionPrivacyCards, intentionProblems, intentionSolutionSteps } from '@/features/pages/data/intention';
import { painPointQuotes } from '@/features/landing/data/landing-content';

// Each sentence a family reads, checked against the code that decides it.

function textOf(ui: React.ReactElement): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  container.querySelectorAll('p, li, h1, h2, h3, dd, dt, figcaption, blockquote').forEach((element) => element.append(' '));
  const text = (container.textContent ?? '').replace(/\s+/g, ' ');
  cleanup();
  return text;
}

const CHECKOUT = 'https://pay.example.org/hearth';

describe('what the server keeps: no names', () => {
  it('the shared facts say the server keeps no family or member name', () => {
    expect(privacyFacts.familyNames).toMatch(/keeps nothing of them/);
    expect(privacyFacts.summary).toMatch(/keeps none of your names/);
    for (const fact of privacyFactList) expect(fact).not.toMatch(/keeps the latest copy/);
  });

  it.each([
    ['/privacy-policy', () => <PrivacyPolicyPage />],
    ['/terms', () => <TermsPage />],
    ['/faq', () => <FaqPage />],
    ['/', () => <LandingPage />],
    ['/about', () => <AboutPage />],
  ] as const)('%s never says the server keeps names', (_name, ui) => {
    const text = textOf(ui());
    expect(text).not.toMatch(/keeps the latest copy|holds only your family and member names|removed from Hearth’s server|Remove our family from Hearth's server/);
  });

  it('the README and the threat model say the same', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).not.toMatch(/which\s+Hearth's small server keeps/);
    expect(readme).toMatch(/keeps none of them/);
    const threatModel = readFileSync('docs/threat-model.md', 'utf8');
    expect(threatModel).not.toMatch(/family-update call of core spec §7 \(family name and member names,\s+not end-to-end encrypted\) is separate and unchanged/);
    expect(threatModel).toMatch(/## What the server keeps/);
  });

  it('the list of what the sync server keeps covers devices, key rotation and the recovery kit', () => {
    const list = syncServerRecords.join('\n');
    for (const words of [/public keys/, /name, sealed with your family key/, /last seen/, /removed/, /family keys sealed separately for each device/, /seal on its keys/, /send it again/, /recovery kit/, /salt/, /never the code/, /order number/, /which family key sealed it/]) {
      expect(list).toMatch(words);
    }
  });
});

describe('the untrue or outdated lines are gone', () => {
  it('tidy-up on a synced device says the moments go from every device', () => {
    expect(tidyUpWarning(false)).toContain('from this device for good');
    expect(tidyUpWarning(true)).toContain('from every other device of your family that syncs with it');
    expect(textOf(<TidyUpCard now={() => new Date()} synced />)).toContain('Tidy up old moments');
  });

  it('help no longer says each browser keeps its own copy with no word of sync', () => {
    const answer = troubleshooting.find((entry) => entry.id === 'other-device')?.answer ?? '';
    expect(answer).toMatch(/turn on sync/i);
  });

  it('no page says everything works offline without the year book’s PDF exception', () => {
    const help = textOf(<HelpPage />);
    expect(help).not.toMatch(/Everything else in Hearth works offline once it has been opened once\./);
    expect(help).toMatch(/year book’s PDF/);
    const offlineEntry = troubleshooting.find((entry) => entry.id === 'ai-offline')?.answer ?? '';
    expect(offlineEntry).toMatch(/year book’s PDF/);
  });

  it('no quotation marks around words nobody said', () => {
    const landing = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </QueryClientProvider>,
    ).container;
    const section = landing.querySelector('[aria-labelledby="pain-title"]');
    expect(section?.querySelector('blockquote')).toBeNull();
    expect(section?.textContent ?? '').not.toMatch(/[“”"]/);
    cleanup();
    for (const line of painPointQuotes) expect(line).not.toMatch(/[“”"]/);
  });

  it('no unsourced figure', () => {
    expect(textOf(<ResearchCard />)).not.toMatch(/few minutes of full attention/i);
    expect(intentionProblems.map((item) => item.text).join(' ')).not.toMatch(/forty minutes/i);
  });

  it('no page says nothing takes a payment beside a configured checkout', () => {
    expect(paymentFact('')).toMatch(/nothing in Hearth takes a payment/i);
    expect(paymentFact(CHECKOUT)).not.toMatch(/nothing in Hearth takes a payment/i);
    expect(paymentFact(CHECKOUT)).toMatch(/voluntary gift/);
    for (const ui of [<HelpPage checkoutUrl={CHECKOUT} />, <TermsPage checkoutUrl={CHECKOUT} />, <FaqPage checkoutUrl={CHECKOUT} />]) {
      expect(textOf(ui)).not.toMatch(/nothing in (it|Hearth) takes a payment/i);
    }
    expect(textOf(<SupportCard checkoutUrl={CHECKOUT} />)).toMatch(/gift buys nothing in the app/);
  });

  it('help says which browsers are tested: Chromium', () => {
    const help = textOf(<HelpPage />);
    expect(help).toMatch(/tested in Chromium/);
    expect(help).not.toMatch(/works in the latest versions of Chrome, Safari and Firefox/);
  });

  it('no claim that no code backs: the 450+ moments, the extension that records nothing', () => {
    expect(packs.map((pack) => pack.text).join(' ')).not.toMatch(/450/);
    const intention = [...intentionPrivacyCards, ...intentionSolutionSteps].map((card) => card.text).join(' ');
    expect(intention).not.toMatch(/does not record which sites/);
    expect(intention).not.toMatch(/nothing is counted on a server/i);
    expect(textOf(<IntentionPage />)).toMatch(/not released yet/i);
  });

  it('the FAQ privacy answer speaks of no names kept', () => {
    const privacy = faqEntries().find((entry) => entry.id === 'privacy');
    expect(privacy?.answer.join(' ')).toMatch(/keeps nothing of them/);
  });
});

describe('GDPR and COPPA are named and answered concretely', () => {
  it.each([
    ['/privacy-policy', () => <PrivacyPolicyPage />],
    ['/terms', () => <TermsPage />],
  ] as const)('%s names both', (_name, ui) => {
    const text = textOf(ui());
    expect(text).toMatch(/GDPR/);
    expect(text).toMatch(/COPPA/);
  });

  it('the privacy policy says what the server holds and why, how to get and erase it, and that no personal information is collected from children', () => {
    const text = textOf(<PrivacyPolicyPage />);
    expect(text).toMatch(/legal basis/i);
    expect(text).toMatch(/Export Family Data/);
    expect(text).toMatch(/Erase All Data/);
    expect(text).toMatch(/family’s copy on Hearth’s server/);
    expect(text).toMatch(/collects no personal information from children/);
  });
});
