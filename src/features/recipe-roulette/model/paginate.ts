// The recipe list shows 6 recipes a page.
export const RECIPE_PAGE_SIZE = 6;

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to [1, pageCount]. */
  page: number;
  /** At least 1, so an empty list still has a (blank) first page. */
  pageCount: number;
}

/**
 * The items of one page. A page out of range (e.g. after deleting the last recipe of the last page)
 * is clamped to the nearest existing page instead of showing an empty list.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number = RECIPE_PAGE_SIZE): Page<T> {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : RECIPE_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(wanted, 1), pageCount);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount };
}
