import type { Post } from '@/data/types';
import { privacyFacts } from '@/lib/privacy-facts';

/**
 * When the moments cannot be read, the home shows a sample welcome post instead of an error. It
 * is never stored; it only fills the feed so the family sees what a moment looks like.
 */
export function welcomePost(now: Date): Post {
  return {
    id: 'hearth-welcome',
    userId: 'hearth',
    userName: 'Hearth',
    userImage: '🏡',
    type: 'text',
    content: `Welcome to your family feed! Every moment your family shares, a few words, a photo, a mood or a thank-you, shows up here. ${privacyFacts.summary}`,
    timestamp: now.toISOString(),
    likes: 0,
    comments: 0,
    memberColor: '#f97316',
    memberInitials: 'H',
  };
}
