import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowRight, Check } from 'lucide-react';
import { Button } from '@/ui/button';
import { MemberAvatar } from '@/ui/member-avatar';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { privacyFacts } from '@/lib/privacy-facts';
import { useLocalMomentCounts } from '@/features/landing/api/use-local-moment-counts';
import { experiences, landingClaims, painPointQuotes, promiseCards } from '@/features/landing/data/landing-content';
import { welcomeBackCount } from '@/features/landing/model/welcome-back';

/** Location state the family home reads to show the welcome-back banner. */
export interface WelcomeBackState {
  welcomeBack: number;
}

/**
 * A device that already holds posts or completed moments goes
 * straight to /family, replacing / in history so Back does not bounce the family here again.
 */
function useRedirectReturningFamily() {
  const navigate = useNavigate();
  const counts = useLocalMomentCounts();
  const count = counts.data ? welcomeBackCount(counts.data) : null;
  useEffect(() => {
    if (count === null) return;
    const state: WelcomeBackState = { welcomeBack: count };
    navigate('/family', { replace: true, state });
  }, [count, navigate]);
}

/**
 * The landing page, / (docs/product.md#landing): hero, three pain-point quotes, two cards, four experience cards
 * and calls to action to /family; the page layout adds the footer. It is the first thing a family
 * sees, so it is plain markup with no data beyond two index counts and no other feature's code.
 */
export function LandingPage() {
  useRedirectReturningFamily();
  return (
    <div className="flex flex-col">
      <LandingTopBar />
      <Hero />
      <PainPoints />
      <PromiseCards />
      <Experiences />
      <HowItStarts />
    </div>
  );
}

function LandingTopBar() {
  return (
    <nav aria-label="Hearth" className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 pt-4">
      <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg text-xl font-extrabold" aria-label="Hearth home">
        <span aria-hidden="true">🔥</span>
        <span aria-hidden="true">Hearth</span>
      </Link>
      <ul className="flex items-center gap-1 sm:gap-3">
        <li>
          <Link to="/about" className="inline-flex min-h-11 items-center rounded-lg px-2 font-bold text-foreground hover:text-primary">
            About
          </Link>
        </li>
        <li>
          <Link to="/faq" className="inline-flex min-h-11 items-center rounded-lg px-2 font-bold text-foreground hover:text-primary">
            FAQ
          </Link>
        </li>
        <li className="hidden sm:block">
          <Button asChild size="sm" variant="secondary">
            <Link to="/family">Open Hearth</Link>
          </Button>
        </li>
      </ul>
    </nav>
  );
}

function Hero() {
  return (
    <section aria-labelledby="landing-title" className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 pt-8 pb-14 md:grid-cols-[1.1fr_1fr] md:pt-14 md:pb-20">
      <div className="flex flex-col gap-5">
        <p className="w-fit rounded-full bg-secondary px-3 py-1 text-sm font-extrabold text-secondary-foreground">
          For families, ages 5 to 99
        </p>
        <h1 id="landing-title" className="text-4xl font-extrabold text-balance md:text-5xl md:leading-[1.1]">
          Screen time, <span className="text-primary">together</span>.
        </h1>
        <p className="text-lg text-muted-foreground md:text-xl md:leading-8">
          Stop fighting over screens and start sharing them. Hearth gives your family one small moment together every day, a
          private family feed to remember it, and activities to play side by side.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/family">
              Start your family space
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/about">Read our story</Link>
          </Button>
        </div>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-base font-bold sm:flex sm:flex-wrap" aria-label="What you get">
          {landingClaims.map((claim) => (
            <li key={claim} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-5 shrink-0 text-success" />
              {claim}
            </li>
          ))}
        </ul>
        <p className="text-base text-muted-foreground">
          {privacyFacts.summary}{' '}
          <Link to="/privacy-policy" className="font-bold text-primary underline underline-offset-4">
            Who receives what
          </Link>
        </p>
      </div>
      <HeroPreview />
    </section>
  );
}

/** A picture of a day in Hearth, drawn with the app's own tokens (decorative: the text says it all). */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -top-4 -right-2 size-24 rounded-full bg-warning-soft md:-right-6" />
      <div className="absolute -bottom-6 -left-4 size-32 rounded-full bg-secondary" />
      <div className="relative flex flex-col gap-4 rounded-3xl border border-border bg-surface-raised p-5 shadow-lg">
        <div className="flex items-center justify-between">
          <p className="text-sm font-extrabold text-muted-foreground">Today’s family moment</p>
          <p className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-bold text-success-soft-foreground">2 minutes</p>
        </div>
        <div className="flex items-center gap-3">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-muted text-3xl">🌦️</span>
          <div>
            <p className="text-xl font-extrabold">Family weather report</p>
            <p className="text-sm text-muted-foreground">Describe your day as the weather.</p>
          </div>
        </div>
        <div className="flex flex-col gap-2 rounded-2xl bg-muted p-3">
          <PreviewPost color={MEMBER_COLORS[0].hex} initials="MA" text="Sunny with a chance of pancakes ☀️" />
          <PreviewPost color={MEMBER_COLORS[1].hex} initials="JO" text="Cloudy, then a rainbow after football 🌈" />
          <PreviewPost color={MEMBER_COLORS[5].hex} initials="PA" text="Grateful for a calm evening together 💛" />
        </div>
        <div className="flex items-center justify-between text-sm font-bold text-muted-foreground">
          <span>Day 12 of 45</span>
          <span className="h-2 w-1/2 overflow-hidden rounded-full bg-muted">
            <span className="block h-full w-[27%] rounded-full bg-primary" />
          </span>
        </div>
      </div>
    </div>
  );
}

function PreviewPost({ color, initials, text }: { color: string; initials: string; text: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-surface-raised p-2.5 shadow-xs">
      <MemberAvatar name={initials} initials={initials} color={color} decorative />
      <span className="text-sm">{text}</span>
    </div>
  );
}

function PainPoints() {
  return (
    <section aria-labelledby="pain-title" className="bg-muted">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-14">
        <h2 id="pain-title" className="text-3xl font-extrabold text-balance">
          Sound familiar?
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {/* Situations many families know, not words a person said: no quotation marks. */}
          {painPointQuotes.map((situation) => (
            <li key={situation} className="flex">
              <p className="flex w-full flex-col gap-3 rounded-2xl bg-surface-raised p-5 text-lg leading-7 font-semibold shadow-sm">
                {situation}
              </p>
            </li>
          ))}
        </ul>
        <p className="text-lg text-muted-foreground">
          Rules and timers have their place, but they only tell children what to stop. Hearth gives your family something to
          start, together.
        </p>
      </div>
    </section>
  );
}

function PromiseCards() {
  return (
    <section aria-labelledby="promise-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-14">
      <h2 id="promise-title" className="text-3xl font-extrabold text-balance">
        Built on research, private by design
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {promiseCards.map((card) => (
          <li key={card.id} className="flex">
            <article className="flex w-full flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-6 shadow-md">
              <span aria-hidden="true" className="text-4xl">
                {card.emoji}
              </span>
              <h3 className="text-xl font-extrabold">{card.title}</h3>
              <p className="flex-1 text-base leading-7 text-muted-foreground">{card.text}</p>
              <Link
                to={card.to}
                className="inline-flex min-h-11 w-fit items-center gap-2 rounded-lg font-bold text-primary underline underline-offset-4 hover:text-primary-hover"
              >
                {card.linkLabel}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Experiences() {
  return (
    <section aria-labelledby="experiences-title" className="bg-secondary/60">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-14">
        <div className="flex flex-col gap-2">
          <h2 id="experiences-title" className="text-3xl font-extrabold text-balance">
            Four ways to be together
          </h2>
          <p className="text-lg text-muted-foreground">Every one of them free, and every one of them made for the whole family.</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {experiences.map((experience) => (
            <li key={experience.id} className="flex">
              <article className="flex w-full flex-col gap-3 rounded-2xl bg-surface-raised p-5 shadow-sm">
                <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-2xl bg-muted text-3xl">
                  {experience.emoji}
                </span>
                <h3 className="text-xl font-extrabold">{experience.title}</h3>
                <p className="flex-1 text-base leading-7 text-muted-foreground">{experience.text}</p>
                <p className="text-sm font-bold text-secondary-foreground">{experience.detail}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItStarts() {
  const steps = [
    { title: 'Set up your family', text: 'A family name and who is in it. One minute, no account, no e-mail.' },
    { title: 'Do today’s moment', text: 'A small challenge to do together, with ideas to get everyone talking.' },
    { title: 'Share it', text: 'Post a photo, a mood or a thank-you to your private family feed.' },
  ];
  return (
    <section aria-labelledby="start-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-14">
      <h2 id="start-title" className="text-3xl font-extrabold text-balance">
        Your first moment, tonight
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl bg-muted p-5">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="text-lg font-extrabold">{step.title}</h3>
              <p className="text-base text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-primary p-6 text-primary-foreground md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <p className="text-2xl font-extrabold">Ready when you are.</p>
          <p className="text-lg">Free, private, and a 45-day family journey waiting to begin.</p>
        </div>
        <Button asChild size="lg" variant="secondary" className="w-full md:w-auto">
          <Link to="/family">Start your family space</Link>
        </Button>
      </div>
    </section>
  );
}
