/**
 * The pages of the `hostile-page` live fault: about 5 MB of one tag repeated, made as the body is
 * read (a stream of 64 KB pieces), so the emulator holds none of it. Each tag is as short as HTML
 * allows, so the counts fit in the 5 MB a live check reads of a page.
 * @module
 */
import type { HostileShape } from '../live/overlay';

const SHAPES: Record<HostileShape, { tag: string; times: number; words: string }> = {
  canonicals: { tag: '<link rel=canonical href=a>', times: 190_000, words: 'canonical links' },
  hreflang: {
    tag: '<link rel=alternate hreflang=x href=a>',
    times: 140_000,
    words: 'stray hreflang links',
  },
  'json-ld': {
    tag: '<script type=application/ld+json>1</script>',
    times: 120_000,
    words: 'JSON-LD blocks',
  },
};

/** What a hostile page holds, in words. */
export const hostileDetail = (shape: HostileShape): string =>
  `a hostile page: ${SHAPES[shape].times.toLocaleString('en')} ${SHAPES[shape].words} (~5 MB)`;

/** The body of a hostile page in `lang`, made as it is read. */
export function hostileBody(shape: HostileShape, lang: string): ReadableStream<Uint8Array> {
  const { tag, times } = SHAPES[shape];
  const encoder = new TextEncoder();
  const perPiece = Math.max(1, Math.floor(65_536 / tag.length));
  const piece = encoder.encode(tag.repeat(perPiece));
  let left = times;
  let head = true;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (head) {
        head = false;
        controller.enqueue(encoder.encode(`<!doctype html><html lang="${lang}"><head>`));
      } else if (left >= perPiece) {
        left -= perPiece;
        controller.enqueue(piece);
      } else if (left > 0) {
        controller.enqueue(encoder.encode(tag.repeat(left)));
        left = 0;
      } else {
        controller.enqueue(encoder.encode('</head><body></body></html>'));
        controller.close();
      }
    },
  });
}
