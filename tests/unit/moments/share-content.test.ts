// @vitest-environment node
import { SHARE_TYPES } from '@/data/types';
import { isMoodEmoji, MOOD_EMOJIS, shareTypeContent, shareTypeLabels } from '@/features/moments/data/share-content';

describe('share content', () => {
  it('offers the ten mood emoji, in order', () => {
    expect(MOOD_EMOJIS.join(' ')).toBe('😊 😂 🥰 😌 🤗 😆 🙂 😍 🤩 😇');
    expect(isMoodEmoji('🤩')).toBe(true);
    expect(isMoodEmoji('😡')).toBe(false);
    expect(isMoodEmoji(undefined)).toBe(false);
  });

  it('labels the six share types, calling text a reflection', () => {
    expect(SHARE_TYPES.map((type) => shareTypeLabels[type])).toEqual(['Reflection', 'Photo', 'Mood', 'Gratitude', 'Voice note', 'Video']);
  });

  it.each(SHARE_TYPES)('has a label, emoji, hint and placeholder for %s', (type) => {
    const content = shareTypeContent[type];
    expect(content.label).toBe(shareTypeLabels[type]);
    for (const text of [content.emoji, content.hint, content.placeholder]) expect(text.trim()).not.toBe('');
  });

  it('requires a caption for text and gratitude only', () => {
    expect(SHARE_TYPES.filter((type) => shareTypeContent[type].captionRequired)).toEqual(['text', 'gratitude']);
  });
});
