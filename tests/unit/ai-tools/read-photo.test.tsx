import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// AI tools ask first (docs/product.md#ai-photo-upload): a photo for an AI tool is always re-encoded on the device, which
// drops its metadata (the place it was taken, the camera). One that cannot be re-encoded is never
// sent as it is: the family is told, and nothing goes.
import { PhotoPicker } from '@/features/ai-tools/components/photo-picker';
import { PhotoNotPreparedError, readAiPhoto } from '@/features/ai-tools/model/read-photo';
import { renderWithProviders } from '../render';

const compressImage = vi.fn<(file: Blob) => Promise<string>>();

// A JPEG whose bytes carry an EXIF block with a GPS position: what a phone photo looks like.
const original = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x47, 0x50, 0x53])], 'beach.jpg', { type: 'image/jpeg' });

describe('reading a photo for an AI tool', () => {
  it('sends the re-encoded photo', async () => {
    compressImage.mockResolvedValueOnce('data:image/jpeg;base64,UkVFTkNPREVE');
    await expect(readAiPhoto(original, compressImage)).resolves.toBe('data:image/jpeg;base64,UkVFTkNPREVE');
  });

  it('never falls back to the original file when re-encoding fails', async () => {
    compressImage.mockRejectedValueOnce(new Error('Failed to encode image'));
    await expect(readAiPhoto(original, compressImage)).rejects.toBeInstanceOf(PhotoNotPreparedError);
  });

  it('the picker says the photo could not be prepared and hands nothing on', async () => {
    compressImage.mockRejectedValueOnce(new Error('This browser cannot read photos'));
    const onPhoto = vi.fn();
    renderWithProviders(<PhotoPicker title="Choose a family photo" onPhoto={onPhoto} />, { services: { compressImage } });
    await userEvent.upload(screen.getByLabelText(/Choose a family photo/), original);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be prepared on this device, so nothing was sent');
    expect(onPhoto).not.toHaveBeenCalled();
  });
});
