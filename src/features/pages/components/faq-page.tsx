import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { faqEntries } from '@/features/pages/data/faq';
import { FamilyCallToAction, InfoPage, Prose, TextLink } from '@/features/pages/components/info-page-layout';

/** The parent FAQ (/faq, docs/product.md#pages): back link to /, the questions, calls to action to /family. */
export function FaqPage({ checkoutUrl }: { checkoutUrl?: string }) {
  const entries = faqEntries(checkoutUrl);
  return (
    <InfoPage
      eyebrow="Parent FAQ"
      title="Questions parents ask us"
      lede={<p>Straight answers about how Hearth works, why we built it this way, and what happens to your family’s data.</p>}
      heroExtra={
        <div>
          <Button asChild size="lg">
            <Link to="/family">Try Hearth with your family</Link>
          </Button>
        </div>
      }
    >
      <nav aria-labelledby="faq-contents-title" className="rounded-2xl bg-muted p-5">
        <h2 id="faq-contents-title" className="text-lg font-extrabold">
          On this page
        </h2>
        <ol className="mt-3 flex list-decimal flex-col pl-6 text-base">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className="inline-flex min-h-11 items-center py-2 font-bold text-primary underline-offset-4 hover:underline">
                {entry.question}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {entries.map((entry) => (
        <section key={entry.id} id={entry.id} aria-labelledby={`${entry.id}-title`} className="flex scroll-mt-6 flex-col gap-3">
          <h2 id={`${entry.id}-title`} className="text-2xl font-extrabold text-balance">
            {entry.question}
          </h2>
          <Prose>
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {entry.id === 'evidence' ? (
              <p>
                Read <TextLink to="/about">our story and sources</TextLink> or{' '}
                <TextLink to="/research">how we do research</TextLink>.
              </p>
            ) : null}
            {entry.id === 'privacy' ? (
              <p>
                The details are in our <TextLink to="/privacy-policy">privacy policy</TextLink>.
              </p>
            ) : null}
          </Prose>
        </section>
      ))}

      <FamilyCallToAction
        title="The best answer is to try it"
        text="Set up your family in a minute and do your first moment together tonight. No sign-up required."
        label="Start your family space"
      />
    </InfoPage>
  );
}
