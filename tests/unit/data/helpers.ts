// Shared fixtures for the data-layer tests: a fresh, uniquely named database per test and record
// builders with sensible defaults.
import { afterEach } from 'vitest';
import { createHearthDatabase, type HearthDatabase, type HearthDatabaseOptions } from '@/data/db';
import type { CompletedTask, CookingSession, Post, Recipe } from '@/data/types';

let counter = 0;
const opened: HearthDatabase[] = [];

/** A new empty database; deleted again after the test. */
export function freshDb(options: HearthDatabaseOptions = {}): HearthDatabase {
  counter += 1;
  const database = createHearthDatabase(`hearth-test-${Date.now()}-${counter}`, {
    onVersionChange: () => undefined,
    ...options,
  });
  opened.push(database);
  return database;
}

afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.delete();
});

/** An ISO timestamp `minutes` minutes after a fixed instant, so order is easy to read in tests. */
export function at(minutes: number): string {
  return new Date(Date.UTC(2025, 0, 1, 12, 0, 0) + minutes * 60_000).toISOString();
}

export function makePost(overrides: Partial<Post> & { id: string }): Post {
  return {
    userId: 'member_1',
    userName: 'Asha',
    userImage: '',
    type: 'text',
    content: 'We played a board game',
    timestamp: at(0),
    likes: 0,
    comments: 0,
    ...overrides,
  };
}

export function makeTask(overrides: Partial<CompletedTask> & { id: string }): CompletedTask {
  return { userId: 'member_1', completedAt: at(0), ...overrides };
}

export function makeRecipe(overrides: Partial<Recipe> & { id: string }): Recipe {
  return {
    name: 'Grandma Dal',
    contributor: 'Asha',
    ingredients: ['lentils', 'turmeric'],
    difficulty: 'easy',
    photos: [],
    cookedDates: [],
    familyId: 'family_1',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<CookingSession> & { id: string }): CookingSession {
  return {
    recipeId: 'recipe_1',
    recipeName: 'Grandma Dal',
    date: at(0),
    photos: [],
    familyNotes: '',
    familyId: 'family_1',
    ...overrides,
  };
}

/** A small but real data-URL image string. */
export function photo(n: number): string {
  return `data:image/jpeg;base64,${btoa(`photo-${n}`)}`;
}
