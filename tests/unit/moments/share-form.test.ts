// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FamilyData, FamilyMember } from '@/data/types';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import {
  MAX_PHOTO_BYTES,
  buildCompletion,
  buildMomentPost,
  canSubmitDraft,
  checkPhotoFiles,
  compressionFailureMessage,
  draftBlocker,
  photoMessages,
  type PhotoFileInfo,
  type ShareDraft,
} from '@/features/moments/components/share-form';
import { ImageCompressionError } from '@/lib/image/compress-image';

const jpeg = (name: string, size = 1000): PhotoFileInfo => ({ name, type: 'image/jpeg', size });

describe('checkPhotoFiles', () => {
  it.each<[string, PhotoFileInfo[], number, { accepted: number[]; errors: string[] }]>([
    ['nothing chosen', [], 0, { accepted: [], errors: [] }],
    ['one photo', [jpeg('a.jpg')], 0, { accepted: [0], errors: [] }],
    ['five photos at once', [1, 2, 3, 4, 5].map((n) => jpeg(`${n}.jpg`)), 0, { accepted: [0, 1, 2, 3, 4], errors: [] }],
    ['a sixth photo', [jpeg('6.jpg')], 5, { accepted: [], errors: ['You can upload maximum 5 photos per moment'] }],
    ['three more when three are chosen', [jpeg('a'), jpeg('b'), jpeg('c')], 3, { accepted: [], errors: [photoMessages.tooMany] }],
    ['a PDF', [{ name: 'menu.pdf', type: 'application/pdf', size: 10 }], 0, { accepted: [], errors: ['menu.pdf is not an image file'] }],
    ['a file without a type', [{ name: 'notes', type: '', size: 10 }], 0, { accepted: [], errors: ['notes is not an image file'] }],
    [
      'a photo over 5MB',
      [jpeg('big.jpg', MAX_PHOTO_BYTES + 1)],
      0,
      { accepted: [], errors: ['big.jpg is too large. Please select images smaller than 5MB'] },
    ],
    ['a photo of exactly 5MB', [jpeg('edge.jpg', MAX_PHOTO_BYTES)], 0, { accepted: [0], errors: [] }],
    [
      'a mix: the good ones are kept, each bad one is named',
      [jpeg('ok.jpg'), { name: 'a.txt', type: 'text/plain', size: 3 }, jpeg('huge.png', 6 * 1024 * 1024), jpeg('ok2.jpg')],
      1,
      { accepted: [0, 3], errors: ['a.txt is not an image file', 'huge.png is too large. Please select images smaller than 5MB'] },
    ],
  ])('%s', (_label, files, existing, expected) => {
    expect(checkPhotoFiles(files, existing)).toEqual(expected);
  });
});

describe('compressionFailureMessage', () => {
  it.each<[string, unknown, string]>([
    ['a file that cannot be read', new ImageCompressionError('Failed to read file'), 'Failed to read file'],
    ['an image that cannot be decoded', new ImageCompressionError('Failed to compress image'), 'Failed to upload photos. Please try again.'],
    ['anything else', new Error('boom'), 'Failed to upload photos. Please try again.'],
    ['a non-error', 'nope', 'Failed to upload photos. Please try again.'],
  ])('%s', (_label, error, expected) => {
    expect(compressionFailureMessage(error)).toBe(expected);
  });
});

const draft = (overrides: Partial<ShareDraft>): ShareDraft => ({ type: 'text', caption: '', photos: [], mood: null, ...overrides });
const long = 'a'.repeat(501);

describe('draftBlocker', () => {
  it.each<[string, ShareDraft, ReturnType<typeof draftBlocker>]>([
    ['text with no caption', draft({}), 'caption-required'],
    ['text with spaces only', draft({ caption: '   ' }), 'caption-required'],
    ['text with a caption', draft({ caption: 'We sang' }), null],
    ['text with 500 characters', draft({ caption: 'a'.repeat(500) }), null],
    ['text over 500 characters', draft({ caption: long }), 'caption-invalid'],
    ['text that is not family-friendly', draft({ caption: 'this is crap' }), 'caption-invalid'],
    ['gratitude with no caption', draft({ type: 'gratitude' }), 'caption-required'],
    ['gratitude with a caption', draft({ type: 'gratitude', caption: 'Grandma' }), null],
    ['photo with no photos', draft({ type: 'photo', caption: 'Look' }), 'photo-required'],
    ['photo with a photo and no caption', draft({ type: 'photo', photos: ['data:image/jpeg;base64,AA'] }), null],
    ['photo with a blocked caption', draft({ type: 'photo', photos: ['data:image/jpeg;base64,AA'], caption: 'crap' }), 'caption-invalid'],
    ['mood with none chosen', draft({ type: 'mood' }), 'mood-required'],
    ['mood with an emoji outside the ten', draft({ type: 'mood', mood: '🙃' }), 'mood-required'],
    ['mood chosen', draft({ type: 'mood', mood: '🤗' }), null],
  ])('%s', (_label, value, expected) => {
    expect(draftBlocker(value)).toBe(expected);
    expect(canSubmitDraft(value)).toBe(expected === null);
  });
});

const member: FamilyMember = { id: 'member_1', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' };
const family: FamilyData = {
  familyName: 'The Kumars',
  familyId: 'family_1',
  members: [member, { id: 'member_2', name: 'Ravi', emoji: '🚲', color: '#14b8a6', initials: 'RA' }],
};
const now = new Date('2025-06-15T12:00:00.000Z');
const random = () => 0.5;

describe('buildMomentPost', () => {
  it('builds a photo post from the daily moment with every field', () => {
    const photos = ['data:image/jpeg;base64,AA', 'data:image/jpeg;base64,BB'];
    const post = buildMomentPost({ draft: draft({ type: 'photo', caption: '  Our fort  ', photos }), member, task: fallbackChallenge, now, random });
    expect(post).toEqual({
      id: expect.stringMatching(/^post_1749988800000_/),
      userId: 'member_1',
      userName: 'Asha',
      userImage: '🌻',
      type: 'photo',
      content: 'Our fort',
      imageUrl: photos[0],
      imageUrls: photos,
      timestamp: '2025-06-15T12:00:00.000Z',
      likes: 0,
      comments: 0,
      taskId: 'family-weather-report',
      taskTitle: 'Family weather report',
      taskEmoji: '🌦️',
      memberColor: '#a855f7',
      memberInitials: 'AS',
    });
  });

  it('stores the mood emoji for mood posts and no image or task fields when they do not apply', () => {
    const post = buildMomentPost({ draft: draft({ type: 'mood', mood: '😊', photos: ['data:image/jpeg;base64,AA'] }), member, now, random });
    expect(post.mood).toBe('😊');
    expect(post.content).toBe('');
    expect(Object.keys(post)).not.toEqual(expect.arrayContaining(['imageUrl']));
    expect('imageUrls' in post || 'taskId' in post || 'taskTitle' in post).toBe(false);
  });
});

describe('buildCompletion (the completed task and the day\'s experience record)', () => {
  it('records the task and experience, with how much of the checklist was ticked', () => {
    const all = buildCompletion({ family, member, challenge: fallbackChallenge, checkedRequirements: fallbackChallenge.familyParticipationRequired, now, random });
    expect(all.task).toEqual({ id: expect.stringMatching(/^task_/), userId: 'member_1', completedAt: now.toISOString(), taskTitle: 'Family weather report' });
    expect(all.experience).toEqual({
      id: expect.stringMatching(/^experience_/),
      taskId: 'family-weather-report',
      taskTitle: 'Family weather report',
      experiencedAt: now.toISOString(),
      familyId: 'family_1',
      familyParticipants: ['Asha', 'Ravi'],
      connectionQuality: 'everyone-joined',
    });
    const some = buildCompletion({ family, member, challenge: fallbackChallenge, checkedRequirements: [fallbackChallenge.familyParticipationRequired[0] ?? ''], now });
    expect(some.experience.connectionQuality).toBe('some-joined');
    const none = buildCompletion({ family, member, challenge: fallbackChallenge, checkedRequirements: [], now });
    expect('connectionQuality' in none.experience).toBe(false);
  });
});
