// @vitest-environment node
import { bookRecordingOf, type BookMoment } from '@/features/year-book/model/lay-out-book';
import { momentAtoms, type BlockContext, type PdfItem } from '@/features/year-book/model/pdf-blocks';
import { momentPicture, pickMoment, voiceLineOf } from '@/features/on-this-day/model/pick-moment';
import type { Post, PostMedia } from '@/data/types';
import { makePost, photo } from '../data/helpers';

// Paper and the home's "On this day" card cannot play a recording: which moments show which line,
// and a video's poster marked as a video.

const POSTER = 'data:image/jpeg;base64,/9j/4AAQ';
const media = (over: Partial<PostMedia> = {}): PostMedia => ({ id: `media_${'ab'.repeat(16)}`, mimeType: 'audio/webm', bytes: 10, durationMs: 84_000, ...over });

describe('bookRecordingOf', () => {
  it.each<[string, Partial<Post>, ReturnType<typeof bookRecordingOf>]>([
    ['a voice note: its line', { type: 'voice', media: media() }, { recording: { kind: 'voice', line: '🎙️ Voice note · 1:24' } }],
    [
      'a video: its line and poster',
      { type: 'video', media: media({ mimeType: 'video/webm', durationMs: 12_000, posterUrl: POSTER }) },
      { recording: { kind: 'video', line: '🎬 Video · 0:12', poster: POSTER } },
    ],
    ['a video whose poster is not a stored JPEG: the line only', { type: 'video', media: media({ durationMs: 12_000, posterUrl: 'https://x/y.jpg' }) }, { recording: { kind: 'video', line: '🎬 Video · 0:12' } }],
    ['a voice note without its description: nothing', { type: 'voice' }, {}],
    ['a photo: nothing', { type: 'photo', imageUrls: [photo(1)] }, {}],
    ['a reflection carrying a stray description: nothing', { type: 'text', media: media() }, {}],
  ])('%s', (_name, post, expected) => {
    expect(bookRecordingOf(makePost({ id: 'p', ...post }))).toEqual(expected);
  });
});

describe('a recording in the PDF', () => {
  const ctx: BlockContext = { width: 400, pageHeight: 700, wrap: (text) => [text], photoSize: () => ({ width: 320, height: 180 }) };
  const moment = (recording: BookMoment['recording']): BookMoment => ({
    id: 'm', who: 'Asha', when: 'Monday', type: recording?.kind ?? 'text', text: 'Grandma sings', photos: [], reactions: 0, comments: 0,
    ...(recording ? { recording } : {}),
  });
  const items = (m: BookMoment) => momentAtoms(m, ctx).flatMap((atom) => atom.blocks.map((block) => block.item as PdfItem));
  const describe = (item: PdfItem) => (item.kind === 'text' || item.kind === 'title' ? item.text : item.kind === 'photo' ? `photo ${item.src}` : item.text);

  it.each<[string, BookMoment['recording'], string[]]>([
    ['a voice note prints its line before its words', { kind: 'voice', line: '🎙️ Voice note · 1:24' }, ['Asha · Monday', '🎙️ Voice note · 1:24', 'Grandma sings']],
    ['a video prints its poster, then its line', { kind: 'video', line: '🎬 Video · 0:12', poster: POSTER }, ['Asha · Monday', `photo ${POSTER}`, '🎬 Video · 0:12', 'Grandma sings']],
    ['a moment without a recording prints none', undefined, ['Asha · Monday', 'Grandma sings']],
  ])('%s', (_name, recording, expected) => {
    expect(items(moment(recording)).map(describe)).toEqual(expected);
  });
});

describe('on this day', () => {
  const video = makePost({ id: 'v', type: 'video', media: media({ durationMs: 34_000, posterUrl: POSTER }) });
  const voice = makePost({ id: 'a', type: 'voice', media: media() });
  const text = makePost({ id: 't' });
  const picture = makePost({ id: 'p', type: 'photo', imageUrls: [photo(2)] });

  it.each<[string, Post[], string]>([
    ['a photo wins over words', [text, picture], 'p'],
    ['a video poster is as vivid as a photo', [text, voice, video], 'v'],
    ['the first of a photo and a video', [video, picture], 'v'],
    ['a voice note alone', [voice], 'a'],
  ])('picks %s', (_name, posts, id) => {
    expect(pickMoment(posts)?.id).toBe(id);
  });

  it.each<[string, Post, ReturnType<typeof momentPicture>, string | null]>([
    ['a photo: the photo, no line', picture, { src: photo(2), video: null }, null],
    ['a video: its poster marked as a video', video, { src: POSTER, video: '🎬 Video · 0:34' }, null],
    ['a voice note: no picture, its line', voice, undefined, '🎙️ Voice note · 1:24'],
    ['words: neither', text, undefined, null],
  ])('shows %s', (_name, post, shown, line) => {
    expect(momentPicture(post)).toEqual(shown);
    expect(voiceLineOf(post)).toBe(line);
  });
});
