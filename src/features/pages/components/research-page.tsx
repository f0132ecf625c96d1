import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { contactEmails } from '@/lib/config';
import { privacyFacts } from '@/lib/privacy-facts';
import { BulletList, InfoPage, MailLink, PageSection, Prose, TextLink } from '@/features/pages/components/info-page-layout';

/** Research and methodology, /research (docs/product.md#pages). */
export function ResearchPage({ researchEmail = contactEmails.research }: { researchEmail?: string }) {
  return (
    <InfoPage
      eyebrow="Research and methodology"
      title="Learning from families without watching them"
      lede={
        <p>
          Most apps learn by tracking every tap. Hearth does not: it has no analytics, and your family’s moments are kept on
          your device. Here is how we learn what works instead.
        </p>
      }
    >
      <PageSection id="approach" title="A privacy-first approach">
        <BulletList
          items={[
            'No analytics, no tracking pixels, no advertising identifiers. Hearth does not count your visits, taps or posts.',
            privacyFacts.onDevice,
            privacyFacts.familyNames,
            privacyFacts.aiTools,
            'What we know comes only from families who choose to tell us: an e-mail, a conversation, a short survey they agreed to answer.',
            'When families share feedback, we report it only as totals, never in a way that could identify a family or a child.',
          ]}
        />
      </PageSection>

      <PageSection
        id="feedback"
        title="What families have told us"
      >
        <Prose>
          <p>
            Nothing yet that we can count. Hearth is new, and we have not run a survey or a study, so this page shows no
            numbers. When families choose to write to us, we will publish what they said here as totals, with how many families
            answered and how we asked.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="ethics" title="Our research ethics">
        <Prose>
          <p>
            Taking part is always optional, and saying no changes nothing about how Hearth works for your family. We ask
            parents, never children, and we ask before we collect anything. You can withdraw what you told us at any time by
            writing to us, and we will delete it.
          </p>
          <p>
            We do not sell or share feedback, and we do not use it for advertising. How Hearth handles your data is set out in
            full in our <TextLink to="/privacy-policy">privacy policy</TextLink>.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="partners" title="Academic partnerships">
        <Card variant="muted" padding="lg">
          <Prose>
            <p>
              Are you a researcher working on family wellbeing, children and media, or privacy-preserving research methods? We
              would love to work with you on studies that respect families as much as we do.
            </p>
            <p>
              Write to us at{' '}
              <MailLink email={researchEmail} subject="Academic partnership with Hearth" />.
            </p>
          </Prose>
        </Card>
      </PageSection>

      <section aria-labelledby="try-title" className="flex flex-col items-start gap-4 rounded-3xl bg-secondary p-6 text-secondary-foreground md:p-8">
        <h2 id="try-title" className="text-2xl font-extrabold">
          See it for yourself
        </h2>
        <p className="text-lg">The best research is your own family. Try one shared moment tonight.</p>
        <Button asChild size="lg">
          <Link to="/family">Try Connection Moments</Link>
        </Button>
      </section>
    </InfoPage>
  );
}
