/**
 * The stylesheet of the designed published pages: a warm bakery palette (every text colour AA on
 * its background), the system font stack, a centred content column. It is inlined in each page's
 * head and refers to nothing outside it (no fonts, images or imports): the emulator works offline
 * and the pages must look finished in store screenshots. Kept small because every page of the
 * live-check benchmarks carries it.
 * @module
 */

const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif';
const SERIF = 'Georgia,"DejaVu Serif",serif';
/** The soft box an image sits in: what shows while it loads, or if it never does (offline). */
const CRUST =
  'radial-gradient(circle at 70% 30%,#fdf3e3,transparent 45%),linear-gradient(135deg,#f8e8cf,#e6c494)';

const BUTTON =
  'button{padding:12px 24px;font:inherit;font-weight:700;color:#fff;background:#8a3f17;border:0;border-radius:99px}';

/** What every designed page has: type, colours, header, column, footer. */
const BASE = [
  // A column: the footer stays at the bottom of the window on a short page.
  `body{margin:0;min-height:100vh;display:flex;flex-direction:column;font:17px/1.6 ${SANS};color:#2b2118;background:#fffaf3}`,
  'main{flex:1 0 auto}',
  'a{color:#8a3f17}',
  `h1,h2,.brand,.price{font-family:${SERIF};line-height:1.15;margin:0 0 .5em}`,
  'h1{font-size:2.5rem}',
  'p{margin:0 0 1em}',
  '.top{background:#fff;border-bottom:1px solid #ecdcc8}',
  '.bar,.col{box-sizing:border-box;width:100%;margin:0 auto}',
  '.bar{max-width:880px;padding:14px 24px;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 24px}',
  '.col{max-width:748px;padding:48px 24px 64px}',
  '.brand{margin:0;font-size:21px;font-weight:700;color:#7a3412;text-decoration:none}',
  'nav{display:flex;flex-wrap:wrap;gap:6px 18px;font-size:15px}',
  '.top nav a{color:#4a3b2e;text-decoration:none;border-bottom:2px solid transparent}',
  '.top [aria-current]{color:#8a3f17;border-color:#d08a4f}',
  '.lede{font-size:1.2rem;color:#5c4a3a}',
  '.foot{background:#2b2118;color:#f3e7d8}',
  '.foot .col{padding:40px 24px}',
  '.foot nav{margin-top:12px}',
  '.foot a{color:#f3c98b}',
  '.foot .brand{color:#fff}',
].join('');

/** The contact form and password form (static pages). */
const FORMS = [
  'h2{font-size:1.45rem}',
  '.card{margin-top:56px;padding:28px;background:#fff;border:1px solid #ecdcc8;border-radius:14px}',
  'label{display:block;margin:0 0 14px;font-size:15px;font-weight:600}',
  'input,textarea{display:block;box-sizing:border-box;width:100%;margin-top:6px;padding:10px;font:inherit;border:1px solid #cdb393;border-radius:8px}',
  'textarea{height:110px}',
  BUTTON,
  '@media(max-width:640px){h1{font-size:2rem}}',
].join('');

/** The item layouts: kicker, byline, image box, product columns and its button. */
const ITEMS = [
  '.kicker{margin:0 0 .6em;font-size:13px;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#8a3f17}',
  '.meta,.sku{color:#6b5a4a;font-size:15px}',
  `.media{position:relative;aspect-ratio:2;margin:1.6em 0;border-radius:14px;overflow:hidden;background:${CRUST}}`,
  // A broken image (an asset host out of reach) shows the soft box, not the browser's icon.
  '.media img{display:block;width:100%;height:100%;object-fit:cover;color:transparent;background:inherit}',
  '.media img::after{content:"";position:absolute;inset:0;background:inherit}',
  '.prod{display:grid;grid-template-columns:1fr 1fr;gap:32px}',
  '.prod .media{aspect-ratio:1;margin:0}',
  '.prod h1{font-size:2rem}',
  '.price{font-size:1.6rem;font-weight:700;color:#7a3412}',
  BUTTON,
  '@media(max-width:640px){h1{font-size:2rem}.prod{grid-template-columns:1fr}}',
].join('');

// One `<style>` per page, with only the rules its kind of page uses: every byte is served, and
// read by every live check, tens of thousands of times in the benchmarks. Built once each.

/** The stylesheet of a page with only a heading (not published, not found). */
export const BASE_STYLE = `<style>${BASE}</style>`;

/** The stylesheet of a static page and of the password page (their forms). */
export const PAGE_STYLE = `<style>${BASE}${FORMS}</style>`;

/** The stylesheet of an item page (blog post, product, article). */
export const ITEM_STYLE = `<style>${BASE}${ITEMS}</style>`;
