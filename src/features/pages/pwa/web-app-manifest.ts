/** vite-plugin-pwa writes the manifest here (vite.config.ts). */
export const WEB_APP_MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the web app manifest (name, icons, start page: what installing Hearth uses). Not in
 * index.html (vite.config.ts, manifestLinkedLater): Chrome fetches the manifest and an icon as soon
 * as it sees the link, which competed with the first paint on a slow phone (issue 9). Linked with
 * the service worker, a few seconds after the load; installing needs both. Once only.
 */
export function linkWebAppManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_APP_MANIFEST_HREF;
  doc.head.appendChild(link);
}
