import { createHash } from 'node:crypto';
import type { Asset, AssetFolder } from '../world-types';

/** Inputs of {@link buildAssetLibrary}. */
export interface LibraryInput {
  siteId: string;
  primaryLocaleId: string;
  secondaryLocales: ReadonlyArray<{ id: string; tag: string }>;
  rng: () => number;
  newId: () => string;
  /** ISO time stamped on every record. */
  now: string;
  /** Assets to create; spread over the folder tree and the root. */
  count: number;
}

const TREE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Brand', ['Logos', 'Icons']],
  ['Blog', ['2025', '2026']],
  ['Products', ['Shoes', 'Bags', 'Accessories']],
  ['Team', []],
  ['Documents', []],
];
const NESTED: Readonly<Record<string, readonly string[]>> = {
  '2025': ['Spring', 'Autumn'],
  Shoes: ['Running'],
};
const KINDS = [
  { ext: 'jpg', type: 'image/jpeg', format: 'jpg' },
  { ext: 'png', type: 'image/png', format: 'png' },
  { ext: 'webp', type: 'image/webp', format: 'webp' },
  { ext: 'svg', type: 'image/svg+xml', format: 'svg' },
  { ext: 'pdf', type: 'application/pdf', format: 'pdf' },
] as const;
const SUBJECTS = [
  'hero',
  'team-photo',
  'product',
  'banner',
  'diagram',
  'portrait',
  'detail',
  'cover',
];

function pick<T>(items: readonly T[], rng: () => number): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/**
 * A deterministic asset library for a seed: nested folders (three levels deep in places) and
 * `count` assets, some at the root. Alt text is complete in the primary locale for most images and
 * thinner in each secondary locale, so every locale has gaps to find.
 */
export function buildAssetLibrary(input: LibraryInput): {
  folders: AssetFolder[];
  assets: Asset[];
} {
  const folders: AssetFolder[] = [];
  const addFolder = (displayName: string, parentFolder: string | null) => {
    const folder: AssetFolder = {
      id: input.newId(),
      siteId: input.siteId,
      displayName,
      parentFolder,
      createdOn: input.now,
      lastUpdated: input.now,
    };
    folders.push(folder);
    return folder.id;
  };
  for (const [top, children] of TREE) {
    const topId = addFolder(top, null);
    for (const child of children) {
      const childId = addFolder(child, topId);
      for (const grandchild of NESTED[child] ?? []) addFolder(grandchild, childId);
    }
  }

  const homes: Array<string | null> = [null, ...folders.map((f) => f.id)];
  const assets: Asset[] = [];
  for (let n = 0; n < input.count; n++) {
    const kind = n % 11 === 0 ? pick(KINDS, input.rng) : pick(KINDS.slice(0, 3), input.rng);
    const subject = pick(SUBJECTS, input.rng);
    const fileName = `${subject}-${String(n + 1).padStart(3, '0')}.${kind.ext}`;
    const id = input.newId();
    const isImage = kind.type.startsWith('image/');
    const altText: Record<string, string | null> = {};
    const label = `${subject.replace('-', ' ')} ${n + 1}`;
    if (isImage && input.rng() < 0.85) altText[input.primaryLocaleId] = `A ${label}`;
    for (const locale of input.secondaryLocales) {
      if (isImage && input.rng() < 0.6) altText[locale.id] = `(${locale.tag}) ${label}`;
    }
    assets.push({
      id,
      siteId: input.siteId,
      folderId: pick(homes, input.rng),
      contentType: kind.type,
      size: 2_000 + Math.floor(input.rng() * 900_000),
      hostedUrl: `/__emulator/object-store/files/${input.siteId}/${id}/${fileName}`,
      originalFileName: fileName,
      displayName: fileName,
      createdOn: input.now,
      lastUpdated: input.now,
      altText,
      variants:
        kind.format === 'jpg' || kind.format === 'png'
          ? [
              {
                hostedUrl: `/__emulator/object-store/files/${input.siteId}/${id}/${subject}-p-500.${kind.ext}`,
                originalFileName: fileName,
                displayName: `${subject}-p-500.${kind.ext}`,
                format: kind.format,
                width: 500,
                height: Math.round((500 * 9) / 16),
                quality: 100,
                error: null,
              },
            ]
          : [],
      fileHash: createHash('md5').update(`${input.siteId}/${fileName}`).digest('hex'),
      uploaded: true,
    });
  }
  return { folders, assets };
}
