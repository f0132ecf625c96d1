// The parent FAQ: what the product is, why restrictions backfire with teens, how
// collaboration improves relationships, discipline beyond punishment, evidence-based parenting,
// privacy, and whether it is free. Answers are paragraphs; links are added by the page.

import { paymentFact } from '@/lib/payment-facts';
import { privacyFacts } from '@/lib/privacy-facts';

export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
}

/** The answers; what they say of payments follows the support card's checkout (configuration by default). */
export const faqEntries = (checkoutUrl?: string): readonly FaqEntry[] => [
  {
    id: 'what-is-hearth',
    question: 'What is Hearth?',
    answer: [
      'Hearth is a family web app for parents and children, from ages 5 to 99. Each day it offers one short shared moment: a question to talk about, a photo to take, a small challenge to do together. Afterwards, anyone in the family can share how it went in a private family feed.',
      'Alongside the daily moment there are family activities: seven collaborative art activities, an alphabet singing game you can play in any language, and a recipe roulette that picks tonight’s dinner for you to cook together.',
      'There is nothing to sign up for. You set up your family on your device and start.',
    ],
  },
  {
    id: 'restrictions-teens',
    question: 'Why do screen-time restrictions backfire with teens?',
    answer: [
      'Teenagers are working out who they are apart from their parents. A rule that arrives from above, with no say in it, tends to feel like control, and the natural answer to control is resistance: a second account, a phone under the pillow, a quiet battle that nobody wins.',
      'Restrictions also leave a gap. Taking the screen away does not tell a teenager what to do instead, and it does not bring the family any closer. Shared time does both.',
    ],
  },
  {
    id: 'collaboration',
    question: 'How does collaboration improve family relationships?',
    answer: [
      'Relationships grow from many small moments of attention: a question answered, a joke shared, a drawing finished together. When a family makes something side by side, everyone has a part, everyone is heard, and there is something to remember afterwards.',
      'Hearth keeps these moments short and easy to start, so they fit into ordinary days, and keeps them in your family feed so you can look back on them.',
    ],
  },
  {
    id: 'discipline',
    question: 'What does discipline look like beyond punishment?',
    answer: [
      'Discipline means teaching. Punishment can stop a behaviour for a while, but it rarely teaches the skill that was missing, and it can leave a child feeling pushed away.',
      'What helps more is connection first, clear and calm expectations, and a chance to practise doing things differently. Several of Hearth’s art activities, such as the compromise canvas and silent collaboration, are designed exactly for practising patience, turn-taking and listening.',
    ],
  },
  {
    id: 'evidence',
    question: 'Is Hearth based on evidence?',
    answer: [
      'Hearth draws on research about how children and families thrive: warm back-and-forth interactions, adults joining children with media instead of only limiting it, and routines that are small enough to keep. Our About page lists the sources we read, and each links to the original.',
      'Hearth is not therapy or professional counselling. If your family is going through something hard, please talk to a professional you trust.',
    ],
  },
  {
    id: 'privacy',
    question: 'What happens to our family’s privacy?',
    answer: [
      `${privacyFacts.onDevice} There is no account, no tracking and no analytics.`,
      `${privacyFacts.familyNames} It never receives your posts, photos or moods that way. ${privacyFacts.aiTools} The privacy policy names the AI services and providers. ${privacyFacts.sync} You can export everything to a file, or erase it all, from the dashboard at any time.`,
    ],
  },
  {
    id: 'sync',
    question: 'Can we use Hearth on several phones and tablets?',
    answer: [
      'Yes. Turn on sync from the dashboard (“Use Hearth on more devices”) and open the invitation on each other device: it needs no account. Each invitation works once, for 24 hours.',
      `${privacyFacts.sync} The privacy policy lists everything the server keeps.`,
    ],
  },
  {
    id: 'notifications',
    question: 'Can Hearth tell us when someone shares a moment?',
    answer: [
      'Yes, once sync is on: each device turns notifications on in the dashboard’s sync card and chooses what it is told about, what a notification shows (the whole preview, the name only, or nothing), a daily reminder at its own time and quiet hours. On iPhone and iPad, add Hearth to the Home Screen first.',
      privacyFacts.notifications,
    ],
  },
  {
    id: 'free',
    question: 'Is Hearth free?',
    answer: [
      'Yes. The daily moments, the family feed, the activities and the dashboard are free, with no account and no adverts.',
      `Optional content packs and AI credits are planned as one-time purchases for families who want more. They are not on sale yet, and you will never need them to use Hearth. ${paymentFact(checkoutUrl)}`,
    ],
  },
];
