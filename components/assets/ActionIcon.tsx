/** Which action an asset row's icon stands for. */
export type AssetActionIcon = 'alt' | 'rename' | 'copy' | 'open';

const PATHS: Record<AssetActionIcon, string> = {
  // A speech bubble: the words that describe the image.
  alt: 'M3 4h10v7H7l-3 3v-3H3z',
  // A text cursor over a baseline: the name as text.
  rename: 'M6 3h4M8 3v10M6 13h4M2 10l2-4 2 4M2.7 8.6h2.6',
  // Two sheets, one over the other.
  copy: 'M5 5h8v8H5zM3 11V3h8',
  // An arrow leaving a box.
  open: 'M9 3h4v4M13 3L7 9M11 9v4H3V5h4',
};

/**
 * The small picture of an asset row's action, shown instead of its word where the row is
 * narrow; the button keeps its accessible name, so the picture is hidden from assistive tools.
 */
export function ActionIcon({ icon }: { icon: AssetActionIcon }) {
  return (
    <svg
      class="asset-row__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[icon]}
        fill="none"
        stroke="currentColor"
        stroke-width="1.5"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
    </svg>
  );
}
