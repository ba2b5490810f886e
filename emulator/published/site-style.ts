/**
 * The one stylesheet of the designed published pages: a warm bakery palette (every text colour
 * AA on its background), the system font stack, a centred content column. It is inlined in each
 * page's head and refers to nothing outside it (no fonts, images or imports): the emulator works
 * offline and the pages must look finished in store screenshots. Kept small because every page
 * of the live-check benchmarks carries it.
 * @module
 */

const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const SERIF = 'Georgia,Cambria,"DejaVu Serif","Times New Roman",serif';
/** The soft box an image sits in: what shows while it loads, or if it never does (offline). */
const CRUST =
  'radial-gradient(circle at 70% 30%,#fdf3e3 0,transparent 45%),linear-gradient(135deg,#f8e8cf,#e6c494)';

const RULES = [
  `body{margin:0;min-height:100vh;display:flex;flex-direction:column;font:17px/1.65 ${SANS};color:#2b2118;background:#fffaf3}`,
  // The footer stays at the bottom of the window on a short page.
  'main{flex:1 0 auto}',
  'a{color:#8a3f17}',
  '.top{background:#fff;border-bottom:1px solid #ecdcc8}',
  '.bar{max-width:880px;margin:0 auto;padding:14px 24px;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 24px}',
  `.brand{font:700 21px/1.2 ${SERIF};color:#7a3412;text-decoration:none}`,
  '.top nav{display:flex;flex-wrap:wrap;gap:4px 18px;font-size:15px}',
  '.top nav a{color:#4a3b2e;text-decoration:none;padding:4px 0;border-bottom:2px solid transparent}',
  '.top nav a:hover,.top nav a[aria-current]{color:#8a3f17;border-color:#d08a4f}',
  '.col{box-sizing:border-box;width:100%;max-width:748px;margin:0 auto;padding:48px 24px 64px}',
  `h1,h2{font-family:${SERIF};line-height:1.15;color:#2b2118;margin:0 0 .5em}`,
  'h1{font-size:2.5rem;letter-spacing:-.01em}',
  'h2{font-size:1.45rem}',
  'p{margin:0 0 1em}',
  '.lede{font-size:1.2rem;color:#5c4a3a}',
  '.kicker{margin:0 0 .6em;font-size:13px;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#8a3f17}',
  '.meta{color:#6b5a4a;font-size:15px}',
  `.media{position:relative;aspect-ratio:2;margin:1.6em 0;border-radius:14px;overflow:hidden;background:${CRUST}}`,
  '.media img{display:block;width:100%;height:100%;object-fit:cover;color:transparent}',
  // A broken image (an asset host out of reach) shows the soft box, not the browser's icon.
  `.media img::after{content:"";position:absolute;inset:0;background:${CRUST}}`,
  '.prod{display:grid;grid-template-columns:1fr 1fr;gap:32px;align-items:start}',
  '.prod .media{aspect-ratio:1;margin:0}',
  '.prod h1{font-size:2rem}',
  `.price{font:700 1.6rem/1.2 ${SERIF};color:#7a3412}`,
  '.sku{font-size:14px;color:#6b5a4a}',
  '.card{margin-top:56px;padding:28px;background:#fff;border:1px solid #ecdcc8;border-radius:14px}',
  'label{display:block;margin:0 0 14px;font-size:15px;font-weight:600}',
  'input,textarea{display:block;box-sizing:border-box;width:100%;margin-top:6px;padding:10px 12px;font:inherit;font-weight:400;color:inherit;background:#fffdf9;border:1px solid #cdb393;border-radius:8px}',
  'textarea{min-height:110px}',
  'button{padding:12px 24px;font:inherit;font-weight:700;color:#fff;background:#8a3f17;border:0;border-radius:999px;cursor:pointer}',
  '.foot{background:#2b2118;color:#f3e7d8;font-size:15px}',
  '.foot .col{padding:40px 24px}',
  '.foot a{color:#f3c98b}',
  '.foot nav p{display:flex;flex-wrap:wrap;gap:6px 18px}',
  '.foot .brand{color:#fff}',
  '.foot p{margin:.8em 0 0}',
  '@media (max-width:640px){h1{font-size:2rem}.prod{grid-template-columns:1fr}}',
];

/** The `<style>` element of every designed published page (built once: it never changes). */
export const SITE_STYLE = `<style>${RULES.join('')}</style>`;
