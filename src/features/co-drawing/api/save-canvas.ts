/** Saves a picture under `fileName` through a temporary blob URL (no network involved). */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
