import { Button } from '@/ui/button';
import { contactEmails } from '@/lib/config';
import { intentionPrivacyCards, intentionProblems, intentionSolutionSteps } from '@/features/pages/data/intention';
import { intentionTestimonials, withConsent, type Testimonial } from '@/features/pages/data/people';
import { MindfulPauseDemo, type MindfulPauseDemoProps } from '@/features/pages/components/mindful-pause-demo';
import { BackLink, PageSection, TitledCardList } from '@/features/pages/components/info-page-layout';

export interface IntentionPageProps {
  /** Where 'Get early access' writes to (the general address by default). */
  earlyAccessEmail?: string;
  /** Start state of the demo (stories and tests); closed by default. */
  demo?: MindfulPauseDemoProps;
  /** Early testers' words: only those given with consent; none until collected. */
  testimonials?: readonly Testimonial[];
}

/**
 * The attention-tool landing page (/intention, docs/product.md#pages): a separate browser extension
 * giving gentle pauses while scrolling, early access only. 'Get early access' (the original product
 * never said what it did) opens an e-mail to the team: there is no sign-up list to pretend to join.
 */
export function IntentionPage({
  earlyAccessEmail = contactEmails.general,
  demo,
  testimonials = withConsent(intentionTestimonials),
}: IntentionPageProps) {
  const earlyAccessHref = `mailto:${earlyAccessEmail}?subject=${encodeURIComponent('Early access to Intention')}&body=${encodeURIComponent(
    'Hello Hearth team,\n\nI would like early access to the Intention browser extension.\n\nThank you!',
  )}`;

  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-5xl px-4 pt-4 pb-16 md:pt-8">
      <BackLink />

      <header className="mt-4 grid items-center gap-8 md:mt-6 md:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-extrabold tracking-wide text-secondary-foreground uppercase">
            Intention · a browser extension · early access
          </p>
          <h1 id="page-title" className="text-3xl font-extrabold text-balance md:text-4xl">
            A gentle pause while you scroll
          </h1>
          <p className="text-lg text-muted-foreground md:text-xl md:leading-8">
            Intention is a small browser extension from the Hearth team. After a few scrolls it softens the page for a
            moment and asks one question: what did you come here for?
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <MindfulPauseDemo {...demo} />
            <Button asChild size="lg" variant="outline">
              <a href={earlyAccessHref}>Get early access</a>
            </Button>
          </div>
          <p className="text-base text-muted-foreground">
            Early access only. Write to us and we will reply when there is a place.
          </p>
        </div>
        <div aria-hidden="true" className="hidden rounded-3xl bg-secondary p-8 text-center md:block">
          <div className="mx-auto flex size-32 items-center justify-center rounded-full bg-surface-raised text-6xl shadow-md">
            🌿
          </div>
          <p className="mt-6 text-xl font-extrabold text-secondary-foreground">Breathe in. Breathe out.</p>
          <p className="mt-1 text-secondary-foreground">What&apos;s your intention?</p>
        </div>
      </header>

      <div className="mt-14 flex flex-col gap-14">
        <PageSection id="problem" title="Scrolling is built to keep you scrolling">
          <TitledCardList items={intentionProblems} variant="flat" className="md:grid-cols-3" />
        </PageSection>

        <PageSection id="solution" title="A pause, not a punishment">
          <ol className="grid gap-4 md:grid-cols-3">
            {intentionSolutionSteps.map((item, index) => (
              <li key={item.title} className="flex flex-col gap-2 rounded-2xl bg-muted p-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <h3 className="text-xl font-extrabold">{item.title}</h3>
                <p className="text-base text-muted-foreground">{item.text}</p>
              </li>
            ))}
          </ol>
        </PageSection>

        {testimonials.length === 0 ? null : (
        <PageSection id="testimonials" title="What early testers say">
          <ul className="grid gap-4 md:grid-cols-3">
            {testimonials.map((item) => (
              <li key={item.who} className="flex">
                <figure className="flex w-full flex-col justify-between gap-4 rounded-2xl border border-border bg-surface-raised p-5 shadow-sm">
                  <blockquote className="text-lg leading-7">“{item.quote}”</blockquote>
                  <figcaption className="text-sm font-bold text-muted-foreground">{item.who}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </PageSection>
        )}

        <PageSection id="privacy" title="Private by design">
          <TitledCardList items={intentionPrivacyCards} variant="muted" className="md:grid-cols-3" />
        </PageSection>

        <section
          aria-labelledby="early-access-title"
          className="flex flex-col items-start gap-4 rounded-3xl bg-secondary p-6 text-secondary-foreground md:p-8"
        >
          <h2 id="early-access-title" className="text-2xl font-extrabold">
            Want to try Intention?
          </h2>
          <p className="text-lg">
            Write to us and we will send you the extension as soon as a place opens. We only use your address to reply.
          </p>
          <Button asChild size="lg">
            <a href={earlyAccessHref}>Get early access</a>
          </Button>
        </section>
      </div>
    </article>
  );
}
