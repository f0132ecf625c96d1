import { Card, CardTitle } from '@/ui/card';
import { contactEmails } from '@/lib/config';
import { paymentFact } from '@/lib/payment-facts';
import { journeyDays } from '@/features/pages/data/figures';
import { creditRules, packs, supportContacts, supportedBrowsers, troubleshooting } from '@/features/pages/data/help';
import { BulletList, InfoPage, MailLink, PageSection, Prose, TextLink } from '@/features/pages/components/info-page-layout';

/**
 * Help and support (/help, docs/product.md#pages): the six support addresses, supported browsers,
 * credits, packs and troubleshooting, and links to /terms, /privacy-policy and /about.
 */
export function HelpPage({
  emails = contactEmails,
  checkoutUrl,
}: {
  emails?: Record<(typeof supportContacts)[number]['purpose'], string>;
  /** The support card's checkout (configuration by default): what the page says of payments follows it. */
  checkoutUrl?: string;
}) {
  return (
    <InfoPage
      eyebrow="Help and support"
      title="How can we help?"
      lede={<p>Answers to common questions, and the right address for anything else. No sign-up is required to use Hearth.</p>}
      width="wide"
    >
      <PageSection id="contact" title="Write to us">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {supportContacts.map((contact) => (
            <li key={contact.purpose} className="flex">
              <Card variant="flat" className="w-full gap-2">
                <CardTitle>{contact.title}</CardTitle>
                <p className="text-base text-muted-foreground">{contact.text}</p>
                <p className="mt-auto">
                  {/* Alone on its line, not inside a sentence: a full 44 px touch target. */}
                  <MailLink
                    email={emails[contact.purpose]}
                    subject={`${contact.title}: a question about Hearth`}
                    className="inline-flex min-h-11 items-center"
                  />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <div className="grid gap-12 lg:grid-cols-2">
        <PageSection id="browsers" title="Supported browsers">
          <Prose>
            <p>
              Hearth is tested in Chromium, the engine of Chrome, Edge and most Android browsers, on phone and computer screen
              sizes. It is built on web standards that current Safari and Firefox also support, but we do not test in them
              yet: if something does not work there, please tell us.
            </p>
          </Prose>
          <ul className="flex flex-wrap gap-3" aria-label="Supported browsers">
            {supportedBrowsers.map((browser) => (
              <li key={browser.name} className="rounded-full bg-secondary px-4 py-2 font-bold text-secondary-foreground">
                {browser.name}: {browser.tested ? 'tested' : 'not tested yet'}
              </li>
            ))}
          </ul>
          <Prose>
            <p>
              You can also install Hearth like an app: use your browser’s “Install” or “Add to Home Screen” option. Once it has
              been opened, it works without a connection, except for the AI tools, sync (which catches up when you are back
              online) and the year book’s PDF the first time you make one.
            </p>
          </Prose>
        </PageSection>

        <PageSection id="journey" title={`Your ${journeyDays}-day journey`}>
          <Prose>
            <p>
              Every daily family moment you complete moves your family along a {journeyDays}-day journey. The dashboard shows how
              far you have come, your streak of days with shared moments, and everything your family has shared.
            </p>
          </Prose>
        </PageSection>
      </div>

      <PageSection
        id="packs"
        title="Family Interest Packs"
        intro={
          <p>
            Optional packs are planned to add more to the activities you love, each as a one-time purchase at the price
            shown. <strong>They are not on sale yet.</strong> {paymentFact(checkoutUrl)}
          </p>
        }
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {packs.map((pack) => (
            <li key={pack.name} className="flex">
              <Card className="w-full gap-2">
                <div className="flex items-baseline justify-between gap-3">
                  <CardTitle>{pack.name}</CardTitle>
                  <p className="text-2xl font-extrabold text-primary">{pack.price}</p>
                </div>
                <p className="text-sm font-bold text-muted-foreground">Not on sale yet</p>
                <p className="text-base text-muted-foreground">{pack.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="text-base text-muted-foreground">
          Want one when it is ready? Write to <MailLink email={emails.billing} subject="A question about a pack" />. Hearth
          sends no e-mail itself, so we will answer from that address.
        </p>
      </PageSection>

      <PageSection
        id="credits"
        title="Magic Moments credits"
        intro={
          <p>
            Magic Moments credits are planned for the AI tools. They are not on sale yet, and the AI tools use none today.
            This is how they will work.
          </p>
        }
      >
        <BulletList items={creditRules} />
      </PageSection>

      <PageSection id="troubleshooting" title="Troubleshooting">
        <div className="flex flex-col gap-3">
          {troubleshooting.map((entry) => (
            <details key={entry.id} className="group rounded-2xl border border-border bg-surface-raised p-4 shadow-xs open:shadow-sm">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 list-none text-lg font-extrabold [&::-webkit-details-marker]:hidden">
                {entry.problem}
                <span aria-hidden="true" className="text-primary transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-2 text-base leading-7">{entry.answer}</p>
            </details>
          ))}
        </div>
      </PageSection>

      <nav aria-labelledby="more-title" className="rounded-2xl bg-muted p-5">
        <h2 id="more-title" className="text-lg font-extrabold">
          More about Hearth
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-base">
          <li>
            <TextLink to="/terms" className="inline-flex min-h-11 items-center">
              Terms of service
            </TextLink>
          </li>
          <li>
            <TextLink to="/privacy-policy" className="inline-flex min-h-11 items-center">
              Privacy policy
            </TextLink>
          </li>
          <li>
            <TextLink to="/about" className="inline-flex min-h-11 items-center">
              About Hearth
            </TextLink>
          </li>
        </ul>
      </nav>
    </InfoPage>
  );
}
