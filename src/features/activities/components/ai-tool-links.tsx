import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { CO_DRAWING_PATH, TIME_TRAVEL_PATH } from '@/features/activities/components/hub-links';

const AI_TOOLS = [
  {
    title: 'Time-Travel Photos',
    icon: '🕰️',
    description: 'See your family photo restyled in the 1960s, 70s, 80s and 90s.',
    href: TIME_TRAVEL_PATH,
  },
  {
    title: 'Co-Drawing Magic',
    icon: '✏️',
    description: 'Draw together, then let AI add to your picture or colour it in.',
    href: CO_DRAWING_PATH,
  },
] as const;

/** The AI photo tools: /family/ai-fun now redirects to the hub, so they are linked here. */
export function AiToolLinks() {
  return (
    <section aria-labelledby="ai-tools-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="ai-tools-heading" className="text-2xl font-extrabold">
          AI Photo Fun
        </h2>
        <p className="text-muted-foreground">Playful picture tools. They need an internet connection.</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {AI_TOOLS.map((tool) => (
          <li key={tool.href}>
            <Link
              to={tool.href}
              className="flex min-h-20 items-center gap-4 rounded-2xl border border-border bg-surface-raised p-4 shadow-xs transition-colors hover:bg-muted"
            >
              <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-muted text-2xl">
                {tool.icon}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-lg font-extrabold">{tool.title}</span>
                <span className="text-sm text-muted-foreground">{tool.description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
