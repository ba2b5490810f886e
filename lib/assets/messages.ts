/** Texts of the asset browser. */
export const assetText = {
  treeLabel: 'Asset folders',
  allAssets: 'All assets',
  count: (n: number | null) => (n === null ? '' : n.toLocaleString('en')),
  countLabel: (n: number | null) =>
    n === null ? 'count unknown' : `${n.toLocaleString('en')} ${n === 1 ? 'asset' : 'assets'}`,
  coverageLabel: (percent: number | null, locale: string) =>
    percent === null ? `no images (${locale})` : `${percent}% of images have alt text (${locale})`,
  listLabel: (folder: string) => `Assets in ${folder}`,
  loadingRow: 'Loading…',
  empty: 'No assets in this folder.',
  noMatches: 'No loaded asset matches.',
  partial: (shown: number, loaded: number, total: number | null) =>
    `${shown.toLocaleString('en')} ${shown === 1 ? 'match' : 'matches'} among ${loaded.toLocaleString('en')} loaded of ${
      total === null ? '…' : total.toLocaleString('en')
    } assets; not every asset is loaded yet.`,
  complete: (shown: number, total: number) =>
    `${shown.toLocaleString('en')} of ${total.toLocaleString('en')} assets.`,
  loadAll: 'Load all to search everything',
  loadFailed: 'Some assets could not be loaded.',
  retry: 'Retry',
  altPresent: (locale: string) => `Alt text (${locale})`,
  altMissing: (locale: string) => `Missing alt text (${locale})`,
  altNotNeeded: 'Not an image: no alt text needed',
  editAlt: (name: string, locale: string) => `Edit alt text of ${name} (${locale})`,
  rename: (name: string) => `Rename ${name}`,
  copyUrl: (name: string) => `Copy URL of ${name}`,
  openOriginal: (name: string) => `Open original of ${name}`,
  altField: (name: string, locale: string) => `Alt text of ${name} (${locale})`,
  nameField: (name: string) => `Display name of ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving…',
  altTooLong: (n: number) =>
    `${n} characters; screen readers read long alt text in full, aim for under 125.`,
  altIsFileName: 'This looks like a file name; describe what the image shows.',
  nameEmpty: 'A display name cannot be empty.',
  saveFailed: (reason: string) => `Not saved: ${reason}`,
  copied: (name: string) => `Copied the URL of ${name}.`,
  savedAlt: (name: string, locale: string) => `Saved the alt text of ${name} (${locale}).`,
  renamed: (name: string) => `Renamed to ${name}.`,
  actionFailed: (reason: string) => `That did not work: ${reason}`,
  searchLabel: 'Search loaded assets by name',
  searchPlaceholder: 'Search by name',
  buttons: { alt: 'Alt text', rename: 'Rename', copy: 'Copy URL', open: 'Open' },
  missingAltFilter: (locale: string) => `Only images missing alt text (${locale})`,
};
