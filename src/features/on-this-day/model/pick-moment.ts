import type { Post } from '@/data/types';

/** The card shows one moment: the first with a photo (the most vivid), else the first one shared. */
export function pickMoment(posts: readonly Post[]): Post | undefined {
  return posts.find((post) => (post.imageUrls?.length ?? 0) > 0 || Boolean(post.imageUrl)) ?? posts[0];
}

export function firstImageOf(post: Post): string | undefined {
  return post.imageUrls?.[0] ?? post.imageUrl;
}
