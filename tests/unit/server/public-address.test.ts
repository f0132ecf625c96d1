// @vitest-environment node
import { isPublicAddress, parseIpv6 } from '../../../server/public-address';

describe('isPublicAddress', () => {
  it.each([
    // IPv4: every reserved range refused, its public neighbours allowed
    ['0.1.2.3', false],
    ['10.0.0.1', false],
    ['100.63.255.255', true],
    ['100.64.0.1', false],
    ['100.127.255.255', false],
    ['100.128.0.0', true],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['172.15.255.255', true],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.0', true],
    ['192.0.0.8', false],
    ['192.0.2.1', false],
    ['192.0.1.1', true],
    ['192.88.99.1', false],
    ['192.168.0.1', false],
    ['198.17.255.255', true],
    ['198.18.0.1', false],
    ['198.19.255.255', false],
    ['198.20.0.0', true],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['224.0.0.1', false],
    ['239.255.255.255', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    // IPv6
    ['::', false],
    ['::1', false],
    ['[::1]', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:8.8.8.8', false],
    ['::127.0.0.1', false],
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::808:808', true],
    ['64:ff9b:1::808:808', false],
    ['100::1', false],
    ['2001::1', false],
    ['2001:db8::1', false],
    ['2002:7f00:1::1', false],
    ['3fff::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['fec0::1', false],
    ['ff02::1', false],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:82b::200e', true],
    // not addresses
    ['', false],
    ['example.com', false],
    ['1.2.3', false],
    ['1.2.3.256', false],
    ['2606:4700::1111::1', false],
    ['1:2:3:4:5:6:7:8:9', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('parseIpv6', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['::ffff:1.2.3.4', [0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]],
    ['2001:db8:0:0:0:0:0:1', [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]],
    ['1:2:3:4:5:6:7', null],
    ['1:2:3:4:5:6:7:8::', null],
    ['12345::', null],
  ])('%s -> %j', (text, groups) => {
    expect(parseIpv6(text)).toEqual(groups);
  });
});
