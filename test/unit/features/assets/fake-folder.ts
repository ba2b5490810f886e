import type { AssetPage } from '@/lib/features/assets/asset-pager';
import type { AssetLike } from '@/lib/features/assets/types';

/** `count` assets named `asset-0001…`; every third image lacks alt text, every tenth is a PDF. */
export function makeAssets(count: number, folderId = 'f1'): AssetLike[] {
  return Array.from({ length: count }, (_, i) => {
    const pdf = i % 10 === 9;
    return {
      id: `${folderId}-${i}`,
      folderId,
      displayName: `asset-${String(i + 1).padStart(4, '0')}.${pdf ? 'pdf' : 'png'}`,
      contentType: pdf ? 'application/pdf' : 'image/png',
      altText: pdf || i % 3 === 0 ? null : `Picture ${i + 1}`,
      hostedUrl: `https://cdn.test/${folderId}/${i}.png`,
    };
  });
}

/** A fetchPage over an in-memory folder that records every call. */
export function fakeFolder(assets: readonly AssetLike[]) {
  const calls: Array<{ offset: number; limit: number }> = [];
  const fetchPage = async (offset: number, limit: number): Promise<AssetPage<AssetLike>> => {
    calls.push({ offset, limit });
    await Promise.resolve();
    return { assets: assets.slice(offset, offset + limit), total: assets.length };
  };
  return { calls, fetchPage };
}

/** A promise resolved from outside. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
