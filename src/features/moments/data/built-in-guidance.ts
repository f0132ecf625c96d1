import type { ChallengeCategory, Guidance } from '@/data/types';
import { isChallengeCategory } from './challenge-categories';

// Guidance always takes 2-3 minutes.
export const GUIDANCE_DURATION = '2-3 minutes';

// Used whenever AI guidance fails (and in demo mode). Written per
// category rather than per challenge, so the steps stay general enough for every challenge in it.
export const builtInGuidanceByCategory: Readonly<Record<ChallengeCategory, Guidance>> = {
  Connection: {
    steps: [
      'Gather everyone somewhere comfortable where you can all see each other.',
      'Put phones and screens face down for the next few minutes.',
      "Read today's moment out loud together.",
      'Take turns sharing, starting with whoever would like to go first.',
      'Listen to each person without interrupting, then say one kind thing back.',
      'Finish with a high-five, a hug or a smile, whichever each person likes.',
    ],
    tips: [
      'Anyone can pass and come back later if they need time to think.',
      'Grown-ups can go first to show how it is done.',
      'There are no wrong answers, so keep it light and kind.',
    ],
    duration: GUIDANCE_DURATION,
  },
  'Physical Action': {
    steps: [
      'Read the moment together and agree on what you are making or doing.',
      'Clear a safe space and gather only the things you need.',
      'Give everyone a job that suits them.',
      'Set a short timer and work on it together.',
      'Admire what you made, then tidy up as a team.',
    ],
    tips: [
      'Read the safety note together before you start.',
      'Let younger children do real parts of the job, with help when they ask for it.',
      'Celebrate the teamwork, not how perfect it looks.',
    ],
    duration: GUIDANCE_DURATION,
  },
  Gratitude: {
    steps: [
      'Sit together and take one slow breath to settle.',
      "Read today's moment out loud.",
      'Give everyone a few quiet seconds to think.',
      'Take turns sharing what you are thankful for and why.',
      'Thank each person for what they shared.',
    ],
    tips: [
      'Small things count: a warm drink or a good laugh is plenty.',
      'Help younger children with a starter like "I liked it when...".',
      'Try to say what happened and how it helped, not just the thing.',
    ],
    duration: GUIDANCE_DURATION,
  },
  Discovery: {
    steps: [
      'Read the moment together and each make one guess about what you will find.',
      'Explore together for a couple of minutes, wondering out loud.',
      'Everyone shares one thing they noticed.',
      'Talk about anything that surprised you.',
      'Choose one question to find out more about later.',
    ],
    tips: [
      'Ask "What do you notice?" before giving any answers.',
      'Being curious matters more than being right.',
      'Check the safety note before touching or smelling anything.',
    ],
    duration: GUIDANCE_DURATION,
  },
  'Photo/Memory': {
    steps: [
      'Read the moment together and decide what you want to remember.',
      'Agree who takes the photo, or use a timer so everyone can be in it.',
      'Set up the picture together: the place, the pose and the light.',
      'Take a few photos and choose a favourite together.',
      'Share the memory behind it or give it a caption.',
    ],
    tips: [
      'Ask before photographing anyone, and respect a "no".',
      'Light from a window makes indoor photos brighter.',
      'Silly photos often become the best memories.',
    ],
    duration: GUIDANCE_DURATION,
  },
  Movement: {
    steps: [
      'Clear a safe space and read the safety note together.',
      'Warm up with a few gentle moves, like shoulder rolls.',
      'Read the moment and do the activity together.',
      'Let everyone move in their own way, standing or seated.',
      'Finish with three slow breaths together.',
    ],
    tips: [
      'Go at the pace of whoever is moving most gently: this is about fun, not fitness.',
      'Music helps, so let someone pick the song.',
      'Stop and rest if anything hurts.',
    ],
    duration: GUIDANCE_DURATION,
  },
};

/**
 * Built-in guidance for a challenge category. Unknown or missing categories use
 * Connection. Returns fresh arrays so callers can never change the shared table.
 */
export function builtInGuidance(category?: string): Guidance {
  const source = builtInGuidanceByCategory[isChallengeCategory(category) ? category : 'Connection'];
  return { steps: [...source.steps], tips: [...source.tips], duration: source.duration };
}
