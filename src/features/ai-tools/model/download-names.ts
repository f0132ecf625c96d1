// The names of the files the AI tools download.

export function timeTravelFileName(decade: string): string {
  return `time-travel-${decade}.png`;
}

export function festivalFileName(now: Date): string {
  return `onam-family-photo-${now.getTime()}.png`;
}

export function coDrawingFileName(width: number, height: number): string {
  return `family-co-drawing-${width}x${height}.png`;
}
