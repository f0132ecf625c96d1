import type { Challenge } from '@/data/types';

// When the challenge catalogue cannot be loaded (or is empty), today's moment is
// 'Family weather report'. It lives outside the lazily loaded catalogue so it is always available.
export const fallbackChallenge: Challenge = {
  id: 'family-weather-report',
  category: 'Connection',
  title: 'Family weather report',
  description:
    'Everyone describes how they feel today as a kind of weather, like sunny, cloudy, windy, stormy or rainbow, and says why. The family then gives a forecast for tomorrow.',
  emoji: '🌦️',
  familyParticipationRequired: [
    'Everyone gives their own weather report',
    'Everyone says one reason for their weather',
    'Everyone suggests one thing that could bring a little sunshine tomorrow',
  ],
  connectionPrompts: [
    'What made your weather sunny or cloudy today?',
    'What helps you when your weather feels stormy?',
    'How can we help each other have a sunnier day tomorrow?',
  ],
};
