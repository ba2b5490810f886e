import SparkMD5 from 'spark-md5';

/** Bytes read per step: large files are hashed in steps so the page stays responsive. */
export const HASH_CHUNK_BYTES = 2 * 1024 * 1024;

/**
 * The lowercase hex MD5 of a file, as the font handshake's `fileHash` wants it. Reads the file in
 * chunks and feeds them to an incremental hash, yielding to the event loop between chunks.
 */
export async function md5OfBlob(
  blob: Blob,
  options: { chunkBytes?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<string> {
  const chunkBytes = options.chunkBytes ?? HASH_CHUNK_BYTES;
  const hash = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < blob.size; offset += chunkBytes) {
    const end = Math.min(blob.size, offset + chunkBytes);
    hash.append(await blob.slice(offset, end).arrayBuffer());
    options.onProgress?.(end, blob.size);
  }
  return hash.end();
}
