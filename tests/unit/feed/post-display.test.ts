// @vitest-environment node
import type { Post } from '@/data/types';
import { photoGridLayout, postAuthor, postImages, postTask } from '@/features/feed/model/post-display';

describe('photoGridLayout (4 thumbnails and +N)', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [4, 4, 0],
    [5, 4, 1],
    [7, 4, 3],
  ])('%i images → %i shown, +%i', (count, shown, overflow) => {
    const images = Array.from({ length: count }, (_, i) => `data:image/jpeg;base64,${i}`);
    const layout = photoGridLayout(images);
    expect(layout.visible).toHaveLength(shown);
    expect(layout.visible).toEqual(images.slice(0, shown));
    expect(layout.overflow).toBe(overflow);
  });
});

describe('postImages', () => {
  it('prefers imageUrls, falls back to the single imageUrl', () => {
    expect(postImages({ imageUrls: ['a', 'b'], imageUrl: 'a' })).toEqual(['a', 'b']);
    expect(postImages({ imageUrls: [], imageUrl: 'x' })).toEqual(['x']);
    expect(postImages({ imageUrl: 'x' })).toEqual(['x']);
    expect(postImages({})).toEqual([]);
  });
});

describe('postAuthor', () => {
  it('uses the colour and initials stored with the post', () => {
    expect(postAuthor({ userName: 'Asha', memberColor: '#a855f7', memberInitials: 'AS' })).toEqual({
      name: 'Asha',
      initials: 'AS',
      color: '#a855f7',
    });
  });

  it('fills in what an older post lacks', () => {
    expect(postAuthor({ userName: 'ravi kumar' })).toEqual({ name: 'ravi kumar', initials: 'RK', color: '#f97316' });
    expect(postAuthor({ userName: '  ', memberColor: 'red' })).toEqual({ name: 'Family member', initials: 'FM', color: '#f97316' });
  });
});

describe('postTask', () => {
  it('gives the task line only when there is a title', () => {
    expect(postTask({ taskTitle: 'Family weather report', taskEmoji: '🌦️' })).toEqual({ title: 'Family weather report', emoji: '🌦️' });
    expect(postTask({ taskTitle: 'Dal', taskEmoji: undefined })).toEqual({ title: 'Dal', emoji: '' });
    expect(postTask({ taskTitle: '  ' })).toBeNull();
    expect(postTask({})).toBeNull();
  });
});

describe('a stored post changed from outside the app (fields missing or not text)', () => {
  // Stored records are not validated on read: one odd record must not take the feed down with it.
  const odd = { userName: undefined, memberInitials: 7, taskTitle: null, taskEmoji: undefined, imageUrls: ['data:image/png;base64,AA==', 3] } as unknown as Post;

  it('names the sharer "Family member" and shows no task line', () => {
    expect(postAuthor(odd)).toEqual({ name: 'Family member', initials: 'FM', color: '#f97316' });
    expect(postTask(odd)).toBeNull();
    expect(postTask({ taskTitle: 'Rose, bud and thorn', taskEmoji: 5 } as unknown as Post)).toEqual({ title: 'Rose, bud and thorn', emoji: '' });
  });

  it('keeps only the photos that are text, and the stored array itself when all are', () => {
    expect(postImages(odd)).toEqual(['data:image/png;base64,AA==']);
    const sound = ['data:image/png;base64,AA=='];
    expect(postImages({ imageUrls: sound })).toBe(sound);
  });
});
