// Downloads made in the browser: a temporary link clicked once, no network involved.

function clickDownloadLink(href: string, fileName: string, doc: Document): void {
  const link = doc.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
}

/** Saves a data URL (a generated picture) under `fileName`. */
export function downloadDataUrl(dataUrl: string, fileName: string, doc: Document = document): void {
  clickDownloadLink(dataUrl, fileName, doc);
}

/** Saves a blob (a backup file, a drawing) under `fileName` through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  clickDownloadLink(url, fileName, doc);
  // Some browsers read the object URL after click() returns; free it once the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
