/**
 * Whether an IP address is on the public internet. The server fetches answer images from URLs a
 * provider (or a prompt-injected answer) chose, so every address it connects to must pass this:
 * anything else could reach the server's own machine, its network or a cloud metadata service.
 * Unparsable input is never public.
 */

export function parseIpv4(text: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

function isPublicIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false; // this network, private, loopback, 224/4 and 240/4
  if (a === 100 && b >= 64 && b <= 127) return false; // CGNAT 100.64/10
  if (a === 169 && b === 254) return false; // link-local, cloud metadata 169.254.169.254
  if (a === 172 && b >= 16 && b <= 31) return false; // private 172.16/12
  if (a === 192 && b === 168) return false; // private 192.168/16
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking 198.18/15
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // IETF 192.0.0/24, TEST-NET-1
  if (a === 192 && b === 88 && c === 99) return false; // 6to4 relay anycast
  if (a === 198 && b === 51 && c === 100) return false; // TEST-NET-2
  if (a === 203 && b === 0 && c === 113) return false; // TEST-NET-3
  return true;
}

/** Eight 16-bit groups, or null. Accepts `::` compression, a trailing dotted IPv4 and a zone id. */
export function parseIpv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!/^[0-9a-f:.]+$/i.test(address) || address.split('::').length > 2) return null;
  const toGroups = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const [head = '', tail] = address.split('::');
  const first = toGroups(head);
  const last = tail === undefined ? [] : toGroups(tail);
  if (!first || !last) return null;
  if (tail === undefined) return first.length === 8 ? first : null;
  const missing = 8 - first.length - last.length;
  return missing >= 1 ? [...first, ...Array<number>(missing).fill(0), ...last] : null;
}

function embeddedIpv4(groups: number[]): number[] {
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}

function isPublicIpv6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0] = groups;
  // NAT64 64:ff9b::/96 reaches whatever IPv4 address it embeds.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPublicIpv4(embeddedIpv4(groups));
  }
  // Only global unicast 2000::/3 is public. That leaves out ::, ::1, IPv4-mapped ::ffff:x,
  // IPv4-compatible ::x, 100::/64, local NAT64 64:ff9b:1::/48, ULA fc00::/7, link-local fe80::/10,
  // site-local fec0::/10 and multicast ff00::/8.
  if (g0 < 0x2000 || g0 > 0x3fff) return false;
  if (g0 === 0x2001 && g1 < 0x200) return false; // IETF protocol assignments 2001::/23 (Teredo ...)
  if (g0 === 0x2001 && g1 === 0xdb8) return false; // documentation 2001:db8::/32
  if (g0 === 0x2002) return false; // 6to4: embeds an IPv4 address, deprecated
  if (g0 === 0x3fff && g1 < 0x1000) return false; // documentation 3fff::/20
  return true;
}

/** True only for an address on the public internet (IPv4 dotted or IPv6, brackets allowed). */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return isPublicIpv4(v4);
  const v6 = parseIpv6(address);
  return v6 !== null && isPublicIpv6(v6);
}

/** Whether a URL host name is an IP address written literally (v4, or v6 in brackets). */
export function isIpLiteral(hostname: string): boolean {
  return parseIpv4(hostname) !== null || (hostname.startsWith('[') && parseIpv6(hostname) !== null);
}
