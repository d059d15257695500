/**
 * Saves a blob as a file through a temporary link: no navigation and nothing inline, so it works
 * under the strict CSP. Shared by the plugins that let people keep something (credentials, coupons).
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once the click has been handled; the URL can go then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
