/**
 * Saves `blob` as a file named `fileName` through a temporary `<a download>` pointing at an object
 * URL: nothing leaves the page. The URL is revoked once the browser has taken the file.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves `text` as a UTF-8 file of `type`; `bom` prefixes a byte-order mark (spreadsheets then read UTF-8). */
export function downloadText(text: string, fileName: string, type: string, bom = false): void {
  downloadBlob(new Blob([bom ? '\uFEFF' : '', text], { type: `${type};charset=utf-8` }), fileName);
}
