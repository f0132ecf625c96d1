// The size a converted video gets: within a box either way round (a phone's upright clip stays
// upright), its shape kept, never enlarged, and even on both sides because H.264 and VP8/VP9
// encoders need whole 2x2 chroma blocks.

export interface Size {
  width: number;
  height: number;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

export function fitWithin({ width, height }: Size, maxLongSide: number, maxShortSide: number): Size {
  if (!(width > 0 && height > 0)) throw new RangeError('A video needs a positive size');
  const landscape = width >= height;
  const maxWidth = landscape ? maxLongSide : maxShortSide;
  const maxHeight = landscape ? maxShortSide : maxLongSide;
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: even(width * scale), height: even(height * scale) };
}
