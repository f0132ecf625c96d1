import type { Comment, FamilyMember, Post, Reaction, ReactionEmoji } from '@/data/types';

// Reactions and comments for seeded stories, with the posts' counts matching the records
// as the app keeps them (one transaction per write).

let next = 0;
const id = (prefix: string) => `${prefix}_1700000000000_seed${String((next += 1)).padStart(4, '0')}`;

export function reactionOn(post: Post, member: FamilyMember, emoji: ReactionEmoji, timestamp: string): Reaction {
  return { id: id('reaction'), postId: post.id, memberId: member.id, emoji, timestamp };
}

export function commentOn(post: Post, member: FamilyMember, text: string, timestamp: string): Comment {
  return { id: id('comment'), postId: post.id, memberId: member.id, text, timestamp };
}

/** The seed tables for `posts` with these records, each post's `likes` and `comments` recounted. */
export function seedWithResponses(posts: readonly Post[], reactions: readonly Reaction[] = [], comments: readonly Comment[] = []) {
  const count = (rows: readonly { postId: string }[], postId: string) => rows.filter((row) => row.postId === postId).length;
  return {
    posts: posts.map((post) => ({ ...post, likes: count(reactions, post.id), comments: count(comments, post.id) })),
    reactions: [...reactions],
    comments: [...comments],
  };
}
