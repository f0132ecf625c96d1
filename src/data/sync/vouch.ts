// The family vouches for each device's public keys: an HMAC under a key derived from the current
// family key, over the space, the device and both its keys. Only a device that holds the family key
// can make or check one; the server (and whoever writes its database) can only store it. A device
// checks the vouch before it wraps any key for another device (docs/threat-model.md).
import { familyMacKey } from '@/data/sync/crypto';
import { fromBase64Url, toBase64Url, utf8 } from '@/data/sync/encoding';

export interface DeviceKeysOnRecord {
  deviceId: string;
  signingKey: string;
  wrapKey: string;
}

const VOUCH_INFO = 'hearth device vouch v1';
const vouchText = (spaceId: string, device: DeviceKeysOnRecord, epoch: number) =>
  `hearth-device-vouch-v1\n${spaceId}\n${device.deviceId}\n${device.signingKey}\n${device.wrapKey}\n${epoch}`;

/** The vouch for `device`'s keys under the family key of `epoch` (base64url). */
export async function vouchFor(familyKey: string, spaceId: string, device: DeviceKeysOnRecord, epoch: number): Promise<string> {
  const key = await familyMacKey(familyKey, VOUCH_INFO);
  return toBase64Url(await crypto.subtle.sign('HMAC', key, utf8(vouchText(spaceId, device, epoch))));
}

/** Whether `vouch` is the family's for exactly these keys at `epoch` (checked in constant time). */
export async function checkVouch(familyKey: string, spaceId: string, device: DeviceKeysOnRecord, epoch: number, vouch: string): Promise<boolean> {
  try {
    const key = await familyMacKey(familyKey, VOUCH_INFO);
    return await crypto.subtle.verify('HMAC', key, fromBase64Url(vouch), utf8(vouchText(spaceId, device, epoch)));
  } catch {
    return false;
  }
}

/** What a device remembers of another's keys the first time it trusts them: they never change. */
export const pinOf = (device: Pick<DeviceKeysOnRecord, 'signingKey' | 'wrapKey'>): string => `${device.signingKey}\n${device.wrapKey}`;

export function signingKeyOfPin(pin: string): string {
  return pin.slice(0, pin.indexOf('\n'));
}
