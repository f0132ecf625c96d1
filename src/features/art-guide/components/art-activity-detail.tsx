import type * as React from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { buttonVariants } from '@/ui/button';
import { cn } from '@/lib/cn';
import type { ArtActivity } from '@/features/art-guide/data/art-activities';
import { artAccent } from '@/features/art-guide/components/art-accent';
import { ArtMeta } from '@/features/art-guide/components/art-meta';

export type ArtActivityDetailProps = {
  activity: ArtActivity;
  /** The activity list. */
  backHref: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
};

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={cn('flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-5', className)}>
      <h3 className="text-xl font-extrabold">{title}</h3>
      {children}
    </section>
  );
}

function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Section title={title}>
      <ul className="flex list-disc flex-col gap-1.5 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * One activity with its description, time, ages, materials, step-by-step
 * instructions, why it works, communication skills and tips, and 'Back to Activities'.
 */
export function ArtActivityDetail({ activity, backHref, headingRef }: ArtActivityDetailProps) {
  const accent = artAccent[activity.color];
  return (
    <article aria-labelledby="art-activity-title" className="flex flex-col gap-5">
      <Link to={backHref} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
        <ArrowLeft aria-hidden="true" />
        Back to Activities
      </Link>

      <header className={cn('flex flex-col gap-4 rounded-2xl border border-t-8 border-border bg-surface-raised p-5 md:p-8', accent.stripe)}>
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className={cn('flex size-16 shrink-0 items-center justify-center rounded-full text-4xl', accent.soft)}
          >
            {activity.icon}
          </span>
          <h2 id="art-activity-title" ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold leading-tight outline-none">
            {activity.title}
          </h2>
        </div>
        <p className="text-lg">{activity.description}</p>
        <ArtMeta activity={activity} />
      </header>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-5">
          <ListSection title="What you need" items={activity.materials} />
          <Section title="Communication skills">
            <ul className="flex flex-wrap gap-2">
              {activity.communicationSkills.map((skill) => (
                <li key={skill} className="rounded-full bg-secondary px-3 py-1 text-sm font-bold text-secondary-foreground">
                  {skill}
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <div className="flex flex-col gap-5">
          <Section title="Step by step">
            <ol data-testid="art-steps" className="flex flex-col gap-3">
              {activity.instructions.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-extrabold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1">{step}</span>
                </li>
              ))}
            </ol>
          </Section>
          <Section title="Why it works">
            <p>{activity.whyItWorks}</p>
          </Section>
          <ListSection title="Tips" items={activity.tips} />
        </div>
      </div>
    </article>
  );
}
