/**
 * Saves a file from an extension page without the downloads permission: a Blob URL on an
 * `<a download>` that is clicked and then revoked.
 * @module
 */
import type { ExportFile } from './export';

/** Downloads `file` from `doc`'s page. */
export function downloadFile(file: ExportFile, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mime }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = file.name;
  a.style.display = 'none';
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
