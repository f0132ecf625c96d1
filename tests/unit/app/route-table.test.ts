// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router-dom';
import { createRoutes, SCREENS } from '@/app/router';

const root = new URL('../../../', import.meta.url).pathname;

/** Every address the built route tree answers, as a full path (a layout answers through its children). */
function addresses(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route): string[] => {
    if (route.index) return [parent || '/'];
    const here = route.path === undefined ? parent : route.path === '*' && parent === '' ? '*' : `${parent}/${route.path}`;
    return route.children ? addresses(route.children, here) : [here];
  });
}

const table = SCREENS.map((s) => s.path);

describe('the route table (src/app/router.tsx)', () => {
  it('is sorted by address, any other address last', () => {
    const sorted = [...table].sort((a, b) => (a === '*' ? 1 : b === '*' ? -1 : a < b ? -1 : a > b ? 1 : 0));
    expect(table).toEqual(sorted);
    expect(new Set(table).size).toBe(table.length);
  });

  it('is the whole router: every address the app answers is listed, and nothing else', () => {
    const built = addresses(createRoutes());
    const appPrefixed = SCREENS.filter((s) => s.appPrefix).map((s) => `/app${s.path}`);
    expect([...built].sort()).toEqual([...table, ...appPrefixed].sort());
  });

  it('names an existing feature for every screen, in the frame its address belongs to', () => {
    for (const screen of SCREENS) {
      expect(existsSync(`${root}src/features/${screen.feature}`), `${screen.path}: features/${screen.feature}`).toBe(true);
      expect(screen.frame === 'family', screen.path).toBe(screen.path === '/family' || screen.path.startsWith('/family/'));
    }
  });

  it.each([
    ['/family/feed', 'home'],
    ['/family/feeds', 'memories'],
    ['/family/bollywood-game', 'singing-game'],
    ['/onam', 'festival'],
  ])('says which feature the original address %s shows (%s)', (path, feature) => {
    expect(SCREENS.find((s) => s.path === path)?.feature).toBe(feature);
  });

  it('has every address described in docs/product.md', () => {
    const product = readFileSync(`${root}docs/product.md`, 'utf8');
    for (const path of table.filter((p) => p !== '*')) {
      const written = path.replace(/:(\w+).*$/, '');
      expect(product, path).toContain(`\`${written}`);
    }
  });
});
