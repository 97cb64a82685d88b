/** Saves text as a file the browser downloads, made here rather than fetched (an export). */
export function downloadFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started from the link's click; the object URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
