// One key factory for every React Query key. The first element of every key is the Dexie table
// (or 'server') the data comes from, so a write to a table — in this tab or another — invalidates
// exactly the queries that read it (see src/app/providers.tsx).
export type TableName = 'posts' | 'completedTasks' | 'preferences' | 'recipes' | 'cookingSessions';

export const queryKeys = {
  posts: {
    all: ['posts'] as const,
    list: (limit: number) => ['posts', 'list', limit] as const,
    query: (filter: object, page: number) => ['posts', 'query', filter, page] as const,
    stats: () => ['posts', 'stats'] as const,
  },
  tasks: {
    all: ['completedTasks'] as const,
    recent: (limit: number) => ['completedTasks', 'recent', limit] as const,
    count: () => ['completedTasks', 'count'] as const,
  },
  preferences: {
    all: ['preferences'] as const,
    byKey: (key: string) => ['preferences', key] as const,
    family: () => ['preferences', 'familyData'] as const,
  },
  recipes: {
    all: ['recipes'] as const,
    byFamily: (familyId: string) => ['recipes', 'family', familyId] as const,
  },
  cookingSessions: {
    all: ['cookingSessions'] as const,
    byFamily: (familyId: string, limit: number) => ['cookingSessions', 'family', familyId, limit] as const,
    byRecipe: (recipeId: string) => ['cookingSessions', 'recipe', recipeId] as const,
  },
  storage: {
    estimate: () => ['storage', 'estimate'] as const,
  },
} as const;
