/** Saves a data URL under `fileName` through a temporary link (no network involved). */
export function downloadDataUrl(dataUrl: string, fileName: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
}
