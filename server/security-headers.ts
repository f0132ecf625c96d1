import { secureHeaders } from 'hono/secure-headers';
import { INLINE_SCRIPT_HASHES } from './inline-scripts';

/**
 * Headers on every answer. Scripts only from this origin, plus index.html's one inline head script
 * by its hash (inline-scripts.ts); inline
 * styles are allowed because Radix and React set style attributes; images also from data: and
 * blob: URLs (photos are stored as data URLs, canvases export blobs).
 */
export function securityHeaders(options: { hsts: boolean }) {
  return secureHeaders({
    // HSTS only where Hearth is reached over HTTPS (SERVED_OVER_HTTPS): on a plain-HTTP address a
    // browser ignores it, and on a LAN name it would later refuse the plain address.
    strictTransportSecurity: options.hsts ? 'max-age=31536000; includeSubDomains' : false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // data:/blob: let the app turn its own photo data URLs into blobs (downloads, canvas); still no third party.
      connectSrc: ["'self'", 'data:', 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      // Voice notes and videos play from object URLs of the Blobs kept on the device: nothing else.
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: 'nosniff',
    // Nothing a family opens from Hearth learns which page they came from.
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    // The share dialog records voice notes and videos on Hearth's own pages; nothing embedded may.
    permissionsPolicy: { camera: ['self'], microphone: ['self'], geolocation: [] },
  });
}
