import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type * as React from 'react';
import { MemoryRouter } from 'react-router-dom';
import { contactEmails } from '@/lib/config';
import { AboutPage } from '@/features/pages/components/about-page';
import { FaqPage } from '@/features/pages/components/faq-page';
import { HelpPage } from '@/features/pages/components/help-page';
import { NotFoundPage } from '@/features/pages/components/not-found-page';
import { PrivacyPolicyPage } from '@/features/pages/components/privacy-policy-page';
import { ResearchPage } from '@/features/pages/components/research-page';
import { SignInPage } from '@/features/pages/components/sign-in-page';
import { TermsPage } from '@/features/pages/components/terms-page';
import { ThankYouPage } from '@/features/pages/components/thank-you-page';

function renderAt(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

function expectBackLinkHome() {
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
}

describe('informational pages', () => {
  it('About: sourced figures, references in new tabs, no named people without consent, /family and /research', () => {
    renderAt(<AboutPage />);
    expectBackLinkHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('8 h 39 min')).toBeInTheDocument();
    expect(screen.getAllByText(/^Source:/).length).toBe(3);
    expect(screen.getByRole('heading', { name: 'Collaboration, not restriction' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Try it for 7 days' })).toBeInTheDocument();
    const external = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('http'));
    expect(external.length).toBeGreaterThanOrEqual(5);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.queryByRole('heading', { name: 'Meet the Creators' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Who makes Hearth' })).toBeInTheDocument();
    expect(screen.queryByText(/Asha Raman|Tom Okafor/)).toBeNull();
    expect(hrefs()).toEqual(expect.arrayContaining(['/family', '/research']));
  });

  it('FAQ: the seven questions and calls to action to /family', () => {
    renderAt(<FaqPage />);
    expectBackLinkHome();
    for (const question of [
      'What is Hearth?',
      'Why do screen-time restrictions backfire with teens?',
      'How does collaboration improve family relationships?',
      'What does discipline look like beyond punishment?',
      'Is Hearth based on evidence?',
      'What happens to our family’s privacy?',
      'Is Hearth free?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: question })).toBeInTheDocument();
    }
    expect(hrefs().filter((href) => href === '/family').length).toBeGreaterThanOrEqual(2);
  });

  it("Research: feedback figures, the research address and 'Try Connection Moments'", () => {
    renderAt(<ResearchPage />);
    expectBackLinkHome();
    expect(screen.queryByText('89%')).toBeNull();
    expect(screen.getByText(/Nothing yet that we can count/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: contactEmails.research })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${contactEmails.research}`)),
    );
    expect(screen.getByRole('link', { name: 'Try Connection Moments' })).toHaveAttribute('href', '/family');
  });

  it('Privacy policy: the local data list, the family update, AI through our server, demo mode, storage', () => {
    renderAt(<PrivacyPolicyPage />);
    expectBackLinkHome();
    for (const text of [/^Photos/, /^Posts/, /Emotional check-ins and mood data/, /Task completion details/, /Daily challenge completion records/, /Family member information/, /AI feature usage history/]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/each\s+member’s random id and name/)).toBeInTheDocument();
    expect(screen.getByText(/Hearth’s server adds its key/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The GDPR and COPPA' })).toBeInTheDocument();
    expect(screen.getByText(/persistent storage/)).toBeInTheDocument();
    expect(screen.getByText(/No analytics/)).toBeInTheDocument();
    expect(hrefs()).toEqual(expect.arrayContaining(['/research', expect.stringMatching(`^mailto:${contactEmails.privacy}`)]));
  });

  it("Terms: a banner with today's date and links to /research and /privacy-policy", () => {
    renderAt(<TermsPage now={new Date(2025, 10, 22, 9, 0)} />);
    expectBackLinkHome();
    expect(screen.getByRole('status')).toHaveTextContent('Terms in effect on November 22, 2025');
    expect(hrefs()).toEqual(expect.arrayContaining(['/research', '/privacy-policy']));
    for (const text of [/provided “as is”/, /not therapy/, /Nothing in Hearth takes a payment today/, /keep ownership/, /sends no e-mail/, /arbitration/]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('Help: six addresses, browsers, packs with prices, credits, troubleshooting, links', () => {
    renderAt(<HelpPage />);
    expectBackLinkHome();
    for (const purpose of ['legal', 'privacy', 'general', 'support', 'technical', 'billing'] as const) {
      expect(screen.getAllByRole('link', { name: contactEmails[purpose] }).length).toBeGreaterThanOrEqual(1);
    }
    const browsers = screen.getByRole('list', { name: 'Supported browsers' });
    expect(within(browsers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Chrome: tested', 'Safari: not tested yet', 'Firefox: not tested yet']);
    const prices: [string, string][] = [
      ['Family Antakshari', '$12'],
      ['Recipe Roulette', '$10'],
      ['Connection Moments Plus', '$5'],
    ];
    for (const [name, price] of prices) {
      const card = screen.getByRole('heading', { name }).closest('[data-slot="card"]') as HTMLElement;
      expect(within(card).getByText(price)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Not on sale yet')).toHaveLength(3);
    expect(screen.getByText(/within 120 days of purchase/)).toBeInTheDocument();
    expect(screen.queryByText(/permanent access|5 minutes of payment|confirms your address/)).toBeNull();
    expect(screen.getByText(/need the internet/)).toBeInTheDocument();
    expect(screen.getByText(/Clearing your browser’s data/)).toBeInTheDocument();
    expect(hrefs()).toEqual(expect.arrayContaining(['/terms', '/privacy-policy', '/about']));
  });

  it('Thank-you: no unsourced count of families, and Continue to /family', () => {
    renderAt(<ThankYouPage />);
    expect(screen.queryByText(/12\+/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/family');
  });

  it('Sign-in: no account needed and a button to /family', () => {
    renderAt(<SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'No account needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your family space' })).toHaveAttribute('href', '/family');
  });

  it('404: /family, /, /family/activities, /about and the support address', () => {
    renderAt(<NotFoundPage />);
    expect(hrefs()).toEqual(
      expect.arrayContaining(['/family', '/', '/family/activities', '/about', `mailto:${contactEmails.support}`]),
    );
  });
});
