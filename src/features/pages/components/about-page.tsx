import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Card, CardHeader, CardTitle } from '@/ui/card';
import { contactEmails } from '@/lib/config';
import { privacyFacts } from '@/lib/privacy-facts';
import { creators, withConsent, type Creator } from '@/features/pages/data/people';
import { collaborationQuestions, dailyMomentMinutes, journeyDays, screenTimeFigures, tryItDays } from '@/features/pages/data/figures';
import { references } from '@/features/pages/data/references';
import {
  BulletList,
  ExternalLink,
  FamilyCallToAction,
  FigureGrid,
  InfoPage,
  MailLink,
  PageSection,
  Prose,
  TextLink,
} from '@/features/pages/components/info-page-layout';

export interface AboutPageProps {
  /** The team members shown by name: only those who agreed. */
  team?: readonly Creator[];
  generalEmail?: string;
}

/** The story page, /about (docs/product.md#pages). */
export function AboutPage({ team = withConsent(creators), generalEmail = contactEmails.general }: AboutPageProps) {
  return (
    <InfoPage
      eyebrow="Our story"
      title="Screen time that brings your family closer"
      lede={
        <p>
          Hearth started with a simple question: what if the screen in your hand could be the thing that brings your family
          to the same table, instead of the thing you argue about?
        </p>
      }
    >
      <PageSection
        id="screens"
        title="Screens are part of family life now"
        intro={<p>Timers and locked tablets have become part of growing up, and so have the arguments that come with them.</p>}
      >
        <FigureGrid figures={screenTimeFigures} />
      </PageSection>

      <PageSection id="collaboration" title="Collaboration, not restriction">
        <Prose>
          <p>
            Limits have their place, but a limit on its own only tells a child what to stop doing. It does not give the family
            anything to do together. With teenagers in particular, strict rules often move screen use out of sight rather than
            out of their lives.
          </p>
          <p>
            Hearth turns that around. Once a day your family picks one small shared moment: a question to answer together, a
            photo to take, something to draw, a song to sing. It takes about {dailyMomentMinutes}, and then you share it in a
            private family feed. {privacyFacts.summary}
          </p>
          <p>
            Does it work? We have not measured it, so we show no numbers here. These are the questions we hope your family
            answers for itself:
          </p>
        </Prose>
        <FigureGrid figures={collaborationQuestions} />
      </PageSection>

      <PageSection id="research" title="What the research says">
        <Prose>
          <p>
            The sources below, from paediatricians and child-development researchers, describe the idea Hearth is built on:
            children do well when adults join them on screens, talk about what they see and make things together, not only
            when screens are counted and cut. Warm, back-and-forth moments are what build a relationship, and they do not
            have to be long.
          </p>
          <p>
            That is why Hearth is built around small daily moments and a {journeyDays}-day family journey rather than rules
            and reports. Read how we learn from families without watching them on our{' '}
            <TextLink to="/research">research and methodology page</TextLink>.
          </p>
        </Prose>
        <section aria-labelledby="references-title" className="flex flex-col gap-3">
          <h3 id="references-title" className="text-xl font-extrabold">
            Further reading
          </h3>
          <BulletList
            items={references.map((reference) => (
              <span key={reference.href}>
                <ExternalLink href={reference.href}>{reference.title}</ExternalLink>
                <span className="text-muted-foreground">
                  {' '}
                  ({reference.publisher}). {reference.note}
                </span>
              </span>
            ))}
          />
        </section>
      </PageSection>

      <PageSection id="promise" title={`Try it for ${tryItDays} days`}>
        <Card variant="muted" padding="lg">
          <Prose>
            <p>
              Give Hearth one week. Do the daily family moment for {tryItDays} days in a row, even the days it feels silly. If
              your family does not feel a little closer by the end of it, you have lost nothing: there is no account to close
              and nothing to pay, and one button on the dashboard erases everything from this device.
            </p>
          </Prose>
        </Card>
      </PageSection>

      {team.length === 0 ? (
        <PageSection id="creators" title="Who makes Hearth">
          <Prose>
            <p>
              Hearth is a small, independent project: a free family web app with no adverts and no investors to please. We
              name people here only once they have agreed to be named, and no one is listed yet. To reach the people who make
              it, write to <MailLink email={generalEmail} subject="Hello from a Hearth family" />.
            </p>
          </Prose>
        </PageSection>
      ) : (
      <PageSection id="creators" title="Meet the Creators">
        <ul className="grid gap-4 md:grid-cols-2">
          {team.map((creator) => (
            <li key={creator.name} className="flex">
              <Card className="w-full">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-16 shrink-0 items-center justify-center rounded-full bg-secondary text-xl font-extrabold text-secondary-foreground"
                  >
                    {creator.initials}
                  </span>
                  <CardHeader>
                    <CardTitle>{creator.name}</CardTitle>
                    <p className="text-base font-bold text-muted-foreground">{creator.role}</p>
                  </CardHeader>
                </div>
                <p className="text-base leading-7">{creator.bio}</p>
                <ul className="mt-auto flex flex-wrap gap-x-5 gap-y-2" aria-label={`${creator.name} online`}>
                  {creator.links.map((link) => (
                    <li key={link.href}>
                      <ExternalLink
                        href={link.href}
                        aria-label={`${link.label} (opens in a new tab)`}
                        className="inline-flex min-h-11 items-center"
                      >
                        {link.network}
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      )}

      <FamilyCallToAction
        title="Start your family journey today"
        text={`Free and ready in a minute. ${privacyFacts.summary}`}
        secondary={
          <Button asChild size="lg" variant="outline">
            <Link to="/research">How we do research</Link>
          </Button>
        }
      />
    </InfoPage>
  );
}
