import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every answer. Scripts only from this origin (Vite emits no inline script); inline
 * styles are allowed because Radix and React set style attributes; images also from data: and
 * blob: URLs (photos are stored as data URLs, canvases export blobs).
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // data:/blob: let the app turn its own photo data URLs into blobs (downloads, canvas); still no third party.
      connectSrc: ["'self'", 'data:', 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
