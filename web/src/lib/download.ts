/** Saves text as a file on the learner's device, made in the browser (nothing is uploaded). */
export function downloadText(fileName: string, text: string, type = 'text/markdown'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
