import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createRoutes } from '@/app/router';
import { festivalHostPrefix } from '@/lib/config';
import {
  FIRST_PAINT_SNAPSHOT_DAILY_PATHS,
  FIRST_PAINT_SNAPSHOT_KEY,
  FIRST_PAINT_SNAPSHOT_VERSION,
  firstPaintSnapshotDay,
  firstPaintSnapshotKey,
  firstPaintSnapshotToPaint,
} from '@/data/first-paint-snapshot';
import { APP_FONT_FAMILY, paintFirstPaintSnapshot } from '@/app/first-paint-snapshot-paint';
import { decodeSnapshotPhotos } from '@/app/first-paint-snapshot-photos';
import { firstPaintHtmlFromData, firstPaintPostHtml, readFirstPaintData, type FirstPaintTemplates } from '@/app/first-paint-from-data';

export { renderFirstPaintTemplates } from '@/app/first-paint-templates';

/** How many moments a page painted from data shows: more than the first screen holds (first-paint-from-data.ts). */
const FIRST_PAINT_POSTS = 3;
/** The element of index.html that holds the templates of the pages painted from data. */
const FIRST_PAINT_TEMPLATES_ID = 'hearth-first-paint-templates';

/**
 * The templates as index.html carries them, at the end of its body: a data block (never run) that
 * the head script reads once the page is parsed. Not a file of its own: fetched by the head script,
 * it added a request to the painted page's path (Lighthouse LCP of /family 1.51 s instead of 1.38);
 * not in the head script, which every page waits for (JavaScript before / showed 9.7 KB instead of
 * 2.2). `<` is escaped so no text in it can end the element.
 */
export function firstPaintTemplatesHtml(templates: FirstPaintTemplates): string {
  const json = JSON.stringify(templates).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_PAINT_TEMPLATES_ID}">${json}</script>`;
}

/** Any host that is not the festival host: the landing page belongs to the main app. */
const MAIN_HOST = 'hearth.invalid';

/**
 * The landing page (/) as HTML, rendered at build time into index.html (vite.config.ts) so a first
 * visit paints it with no JavaScript at all (issue 9 budgets: LCP, JavaScript before the first
 * paint). It is the same tree the app renders on `/` (root and page layouts, landing page, footer),
 * from the same routes, through the same App component as main.tsx, so the browser hydrates this
 * markup (keeps its elements) instead of replacing it: a replaced paragraph was painted again after
 * the scripts had run and became the page's largest paint (issue 9: LCP of `/`). The trees must stay
 * identical (useId, text): main.tsx renders exactly `<StrictMode><App /></StrictMode>`.
 */
export function renderLandingHtml(): string {
  return renderToString(
    <StrictMode>
      <App hostname={MAIN_HOST} createRouter={() => createMemoryRouter(createRoutes(), { initialEntries: ['/'] })} />
    </StrictMode>,
  );
}

/** The app's entry module and the modules to preload with it, as Vite wrote them into index.html. */
export interface AppEntry {
  src: string;
  preloads: readonly string[];
  /**
   * Per path (no trailing slash), the chunks its first paint needs when the device holds a family
   * (first-paint-chunks.ts, from the build): preloaded with the entry only then.
   */
  routePreloads?: Readonly<Record<string, readonly string[]>>;
  /**
   * The pages painted from the family's data when they have no snapshot; their templates
   * (first-paint-templates.tsx) are in index.html (firstPaintTemplatesHtml).
   */
  firstPaintFromData?: { paths: readonly string[] };
}

/** PRODUCT.md: Hearth's IndexedDB database (src/data/db.ts; not imported, this file stays free of Dexie). */
const DATABASE_NAME = 'Hearth';

/**
 * The classic script index.html runs before it paints: it tells the stylesheet whether this page
 * is the landing page (`/` on the main host), so every other address (the server and the service
 * worker answer them all with index.html) shows the splash and never a flash of the landing page.
 * It also starts the app once the page has painted: on the landing page the prerendered page, so
 * its first paint (and largest paint) never waits for the app's scripts, which a slow phone takes
 * a second or more to download and run (issue 9: LCP of `/`; the prerendered page works without
 * them meanwhile, with plain links); on every other address the splash, which the app's scripts
 * would otherwise hold back as they run (issue 9: performance of /family). A file, not inline: the content
 * security policy allows scripts from this origin only.
 *
 * On /family and /family/feeds it paints the page's first-paint snapshot when the family opened
 * that page before (src/data/first-paint-snapshot.ts), and then starts the app only once
 * that has painted, as on the landing page: the family sees their page in about the time the
 * landing page takes, instead of after the app's code and data (issue 9: LCP of those pages).
 * Without a snapshot it paints the page from the family's data in IndexedDB and the build's
 * templates instead (first-paint-from-data.ts), the same way.
 *
 * On /family and /family/feeds it also preloads the route's first-paint chunks with the entry, but
 * only when the browser lists Hearth's IndexedDB database: a returning family, whose page waits
 * for them (issue 9: LCP). Without it the page is onboarding, whose code these are not, so a first
 * visit downloads nothing more (issue 9: JavaScript before /family's first paint). The database
 * list is the device's own truth (the app asks it too: has-local-database.ts); a flag in
 * localStorage could disagree with it (storage cleared apart, a backup restored, a family
 * deleted). The answer comes a few milliseconds later, long before the entry has downloaded, so
 * the preloads still overlap it; a browser without `indexedDB.databases()` preloads nothing more.
 */
export function landingRouteScript(entry: AppEntry): string {
  const prefix = JSON.stringify(festivalHostPrefix.toLowerCase());
  const src = JSON.stringify(entry.src);
  const preloads = JSON.stringify(entry.preloads);
  const routes = JSON.stringify(entry.routePreloads ?? {});
  const database = JSON.stringify(DATABASE_NAME);
  const snapshotKey = JSON.stringify(FIRST_PAINT_SNAPSHOT_KEY);
  const font = JSON.stringify(APP_FONT_FAMILY);
  const fromDataPaths = JSON.stringify(entry.firstPaintFromData?.paths ?? []);
  const templatesId = JSON.stringify(FIRST_PAINT_TEMPLATES_ID);
  return (
    `(function(){var p=${prefix};var festival=p!==''&&location.hostname.toLowerCase().indexOf(p)===0;` +
    `var landing=location.pathname==='/'&&!festival;` +
    `document.documentElement.setAttribute('data-hearth-route',landing?'landing':'app');` +
    `var h=document.head;function preload(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l);}` +
    `var routes=${routes};var route=festival?null:routes[location.pathname.replace(/[/]+$/,'')];` +
    `function family(){try{indexedDB.databases().then(function(list){if(list.some(function(d){return d.name===${database};}))route.forEach(preload);},function(){});}catch(e){}}` +
    `function start(){${preloads}.forEach(preload);` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${src};h.appendChild(s);if(route)family();}` +
    // A returning family's /family page: the snapshot of what it showed last (on a later day, the
    // home's without its daily card) (first-paint-snapshot.ts) is painted once the page is parsed and its font has loaded, inert
    // and hidden from assistive technology (the splash stays their status), and the app starts
    // once it has painted, as on the landing page; main.tsx renders the live page beside it and
    // swaps.
    `var snap=null;if(!festival&&!landing){try{snap=(${firstPaintSnapshotToPaint.toString()})(localStorage.getItem((${firstPaintSnapshotKey.toString()})(${snapshotKey},location.pathname)),location.pathname,location.search,(${firstPaintSnapshotDay.toString()})(new Date()),${FIRST_PAINT_SNAPSHOT_VERSION},${JSON.stringify(FIRST_PAINT_SNAPSHOT_DAILY_PATHS)},${src});}catch(e){snap=null;}}` +
    `if(snap)document.documentElement.setAttribute('data-hearth-snapshot','');` +
    // No snapshot of a /family page: the page is painted from the family's data instead, the same
    // way, when the database holds a family with moments (first-paint-from-data.ts); otherwise
    // the splash shows until the app has rendered, as before.
    `var page=location.pathname.replace(/[/]+$/,'');` +
    `var fromData=!snap&&!festival&&!landing&&!location.search&&${fromDataPaths}.indexOf(page)>=0;` +
    // After the first paint, as the browser reports it: on the landing page its first contentful
    // paint (the hero text, also its largest), then a task after it. Every other page without a
    // snapshot shows the splash until the app renders: the splash's first contentful paint, so
    // the app's scripts (a cached entry evaluates in 300+ ms on a slow phone) never hold it back.
    // Lighthouse: FCP of /family without a snapshot 1.6-1.8 s before, 0.9-1.3 s after. Waiting for the frame after
    // the parsed page was not enough: the text's paint can come later (layout, the font), and
    // scripts that ran before it were counted on its path (Lighthouse: LCP of / 2.3 s instead of
    // under 1.5). With a snapshot, its own largest paint: the splash may paint (and its text again
    // with the font) just after the snapshot was put in, before the snapshot itself.
    // A tab that never paints (opened in the background) starts after 3 s; a browser without
    // paint timing, after the frame that follows the parsed page.
    `var begun=false;function begin(){if(!begun){begun=true;setTimeout(start,0);}}` +
    `var since=Infinity;var shot=null;var first=landing||(!snap&&!fromData);var type=first?'paint':'largest-contentful-paint';` +
    `var paints=typeof PerformanceObserver==='function'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf(type)>=0;` +
    `if(paints){try{var o=new PerformanceObserver(function(list){var seen=first?list.getEntriesByName('first-contentful-paint').length>0:list.getEntries().some(function(e){return e.startTime>=since&&(!e.element||shot.contains(e.element));});if(seen){o.disconnect();begin();}});` +
    `o.observe({type:type,buffered:true});}catch(e){paints=false;}}` +
    `var paint=${paintFirstPaintSnapshot.toString()};var decode=${decodeSnapshotPhotos.toString()};` +
    `function painted(shown){if(shown){since=performance.now();shot=shown;}else begin();}` +
    // Painted from data once both the page is parsed (the templates are at its end) and the data is
    // read; when it cannot be, the app starts after the splash's first contentful paint, as on any
    // page without a snapshot.
    `var parsed=false;var read=false;var data=null;` +
    `function withoutData(){if(!paints||performance.getEntriesByName('first-contentful-paint').length>0){begin();return;}` +
    `try{var w=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length>0){w.disconnect();begin();}});w.observe({type:'paint',buffered:true});}catch(e){begin();}}` +
    `function build(){if(!parsed||!read||begun)return;var html=null;` +
    `try{var t=document.getElementById(${templatesId});html=data&&t&&(${firstPaintHtmlFromData.toString()})(JSON.parse(t.textContent),page,data,${FIRST_PAINT_POSTS},${firstPaintPostHtml.toString()});}catch(e){html=null;}` +
    `if(!html){withoutData();return;}document.documentElement.setAttribute('data-hearth-snapshot','');paint(document,html,false,${font},2000,decode,painted);}` +
    `if(fromData){try{(${readFirstPaintData.toString()})(${database},${FIRST_PAINT_POSTS},function(d){data=d;read=true;build();});}catch(e){read=true;}}` +
    `document.addEventListener('DOMContentLoaded',function(){parsed=true;` +
    `if(snap)paint(document,snap.html,snap.earlierDay,${font},2000,decode,painted);else if(fromData)build();` +
    `if(paints)setTimeout(begin,3000);else requestAnimationFrame(function(){setTimeout(begin,0);});});})();\n`
  );
}
