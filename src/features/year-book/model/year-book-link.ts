/** Where the year book is made (dashboard and Memories link here). */
export function yearBookLink(): string {
  return '/family/year-book';
}
