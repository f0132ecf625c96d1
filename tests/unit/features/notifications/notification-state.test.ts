// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notificationState, timeOrNull, type NotificationFacts, type NotificationState } from '@/features/notifications/model/notification-state';

const facts = (patch: Partial<NotificationFacts>): NotificationFacts => ({
  supported: true, appleMobile: false, standalone: false, permission: 'default', enabled: false, asking: false, ...patch,
});

describe('notificationState', () => {
  it.each<[string, Partial<NotificationFacts>, NotificationState]>([
    ['a browser that has never been asked', {}, 'off'],
    ['the browser question open', { asking: true }, 'asking'],
    ['allowed and turned on', { permission: 'granted', enabled: true }, 'on'],
    ['allowed, but turned off in Hearth', { permission: 'granted', enabled: false }, 'off'],
    ['turned on, then the browser forgot the permission', { permission: 'default', enabled: true }, 'off'],
    ['blocked in the browser', { permission: 'denied' }, 'blocked'],
    ['blocked while Hearth still thinks it is on', { permission: 'denied', enabled: true }, 'blocked'],
    ['no Push API', { supported: false }, 'unsupported'],
    ['iPhone Safari, not from the Home Screen', { appleMobile: true, supported: false }, 'needs-home-screen'],
    ['iPhone from the Home Screen', { appleMobile: true, standalone: true }, 'off'],
    ['iPhone from the Home Screen, an old iOS', { appleMobile: true, standalone: true, supported: false }, 'unsupported'],
  ])('%s', (_what, patch, state) => {
    expect(notificationState(facts(patch))).toBe(state);
  });
});

describe('timeOrNull', () => {
  it.each([
    ['19:00', '19:00'],
    ['07:05', '07:05'],
    ['', null],
    ['24:00', null],
    ['7:00', null],
  ])('%s', (value, expected) => expect(timeOrNull(value)).toBe(expected));
});
