// Voice notes and videos for stories: real, tiny recordings (stories/fixtures, made by
// scripts/make-media-fixtures.sh) seeded into the story's database as the app keeps them. The video
// is one still picture for two seconds, so any frame of it looks the same in a picture.
import type { FamilyMember, MediaBlob, Post } from '@/data/types';
import videoDataUrl from '../fixtures/video-moment.webm?inline';
import posterDataUrl from '../fixtures/video-poster.jpg?inline';
import voiceDataUrl from '../fixtures/voice-note.webm?inline';
import { makePost, memberAt } from './post-fixtures';

export const VOICE_MIME = 'audio/webm;codecs=opus';
export const VIDEO_MIME = 'video/webm;codecs="vp8,opus"';
/** Both fixtures last 2.008 s. */
export const FIXTURE_DURATION_MS = 2_008;
export const POSTER_URL = posterDataUrl.replace(/^data:[^;,]*/, 'data:image/jpeg');

function blobOf(dataUrl: string, type: string): Blob {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** A media id as the app makes them (128 random bits in hex), from a readable seed. */
export function mediaIdOf(seed: number): string {
  return `media_${seed.toString(16).padStart(2, '0').repeat(16)}`;
}

export type RecordedMoment = { post: Post; recording: MediaBlob };

export function voiceMoment(
  overrides: Partial<Post> & { id: string },
  member: FamilyMember = memberAt(0),
  { seed = 1, durationMs = FIXTURE_DURATION_MS }: { seed?: number; durationMs?: number } = {},
): RecordedMoment {
  const blob = blobOf(voiceDataUrl, VOICE_MIME);
  const id = mediaIdOf(seed);
  const post = makePost(
    { type: 'voice', content: '', media: { id, mimeType: VOICE_MIME, bytes: blob.size, durationMs }, ...overrides },
    member,
  );
  return { post, recording: { id, postId: post.id, blob } };
}

export function videoMoment(
  overrides: Partial<Post> & { id: string },
  member: FamilyMember = memberAt(0),
  { seed = 2, durationMs = FIXTURE_DURATION_MS }: { seed?: number; durationMs?: number } = {},
): RecordedMoment {
  const blob = blobOf(videoDataUrl, VIDEO_MIME);
  const id = mediaIdOf(seed);
  const post = makePost(
    {
      type: 'video',
      content: '',
      media: { id, mimeType: VIDEO_MIME, bytes: blob.size, durationMs, width: 320, height: 180, posterUrl: POSTER_URL },
      ...overrides,
    },
    member,
  );
  return { post, recording: { id, postId: post.id, blob } };
}
