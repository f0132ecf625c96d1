import { isPrivateHost } from '../inline-images';
import { isIpLiteral } from '../public-address';

/** A push service endpoint the server may post to, and whether its address may be private. */
export interface AllowedEndpoint {
  url: URL;
  allowPrivateAddress: boolean;
}

export const maxEndpointChars = 1_024;

function splitEntry(entry: string): { host: string; port: string | null } {
  const v6 = /^(\[[^\]]+\])(?::(\d+))?$/.exec(entry);
  if (v6) return { host: v6[1] ?? '', port: v6[2] ?? null };
  const [host = '', port] = entry.split(':');
  return { host, port: port ?? null };
}

/**
 * Checks a subscription's endpoint against PUSH_SERVICE_HOSTS (server/push/config.ts): null when
 * the server must not post to it. Only https, except for an address listed exactly; no credentials in
 * the URL; only an address listed itself (or localhost) may be private or loopback. The Node sender checks
 * every address the host resolves to again, and connects to the one it checked.
 */
export function allowedEndpoint(endpoint: string, hosts: readonly string[]): AllowedEndpoint | null {
  if (endpoint.length > maxEndpointChars) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.hash) return null;
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  for (const entry of hosts) {
    const { host, port: wanted } = splitEntry(entry);
    if (wanted !== null && wanted !== port) continue;
    if (host.startsWith('*.')) {
      const suffix = host.slice(1);
      if (url.protocol === 'https:' && hostname.endsWith(suffix) && hostname.length > suffix.length && !isPrivateHost(hostname)) {
        return { url, allowPrivateAddress: false };
      }
    } else if (hostname === host) {
      // An address (or localhost) listed on purpose, a test's stand-in or an operator's own push
      // service, may be private and plain http; a listed name must be https and public.
      const listedAddress = isIpLiteral(host) || host === 'localhost';
      if (listedAddress) return { url, allowPrivateAddress: true };
      if (url.protocol === 'https:' && !isPrivateHost(hostname)) return { url, allowPrivateAddress: false };
    }
  }
  return null;
}
