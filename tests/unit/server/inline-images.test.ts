// @vitest-environment node
import { bytesToBase64, hostMatches, isPrivateHost } from '../../../server/inline-images';

describe('isPrivateHost', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['10.0.0.1', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['[::1]', true],
    ['[fd00::1]', true],
    ['[fe80::1]', true],
    ['[::ffff:127.0.0.1]', true],
    ['172.32.0.1', false],
    ['8.8.8.8', false],
    ['cdn.example', false],
    ['[2001:db8::1]', true],
    ['[2606:4700::1111]', false],
    ['localhost.', true],
    ['198.18.0.1', true],
    ['10.example.com', false],
  ])('%s -> %s', (host, expected) => {
    expect(isPrivateHost(host)).toBe(expected);
  });
});

describe('bytesToBase64', () => {
  it.each([0, 1, 2, 3, 4, 24_575, 24_576, 24_577, 100_000])('matches btoa for %i bytes', (length) => {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 37) % 256);
    expect(bytesToBase64(bytes)).toBe(btoa(String.fromCharCode(...bytes)));
  });
});

describe('hostMatches (AI_IMAGE_HOSTS)', () => {
  it.each([
    ['cdn.example', ['cdn.example'], true],
    ['CDN.example.', ['cdn.example'], true],
    ['img.cdn.example', ['cdn.example'], false],
    ['img.cdn.example', ['*.cdn.example'], true],
    ['cdn.example', ['*.cdn.example'], false],
    ['evilcdn.example', ['*.cdn.example'], false],
    ['other.example', ['cdn.example', '*.img.example'], false],
  ])('%s against %j -> %s', (host, patterns, expected) => {
    expect(hostMatches(host, patterns)).toBe(expected);
  });
});
