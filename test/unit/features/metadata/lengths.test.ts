import { describe, expect, it } from 'vitest';
import { checkLength } from '@/lib/features/metadata/lengths';
import { graphemes, textWidth, truncateToWidth } from '@/lib/features/metadata/text-width';

const DESCRIPTION =
  'Acme Bakery bakes sourdough, rye and seasonal pastries every morning in Lyon. Order online, pick up in store, or book our catering for your next event.';

describe('checkLength', () => {
  it.each([
    ['seoTitle', '', 'empty'],
    ['seoTitle', 'Pricing', 'short'],
    ['seoTitle', 'Pricing and plans for small bakeries | Acme', 'ok'],
    ['seoTitle', 'x'.repeat(61), 'long'],
    ['title', 'Our history', 'short'],
    ['seoDescription', 'Fresh bread every morning.', 'short'],
    ['seoDescription', DESCRIPTION, 'ok'],
    ['seoDescription', 'W'.repeat(120), 'long'],
    ['seoDescription', 'b'.repeat(161), 'long'],
  ] as const)('%s %j is %s', (field, text, level) => {
    expect(checkLength(field, text).level).toBe(level);
  });

  it('calls a title long when it is too wide even within 60 characters', () => {
    const wide = 'W'.repeat(45);
    const check = checkLength('seoTitle', wide);
    expect(check.chars).toBe(45);
    expect(check.pixels).toBeGreaterThan(580);
    expect(check.level).toBe('long');
    expect(check.message).toMatch(/^45 characters \(about \d+ of 580 px\): too long/);
  });

  it('does not call a narrow 55-character title long', () => {
    expect(checkLength('seoTitle', 'il'.repeat(27) + 'i').level).toBe('ok');
  });

  it('counts user-perceived characters and ignores outer spaces', () => {
    expect(checkLength('seoTitle', '  café 👩‍👩‍👧  ').chars).toBe(6);
  });

  it('states the target range in its messages', () => {
    expect(checkLength('seoDescription', '').message).toBe('Empty. Aim for 120–160 characters.');
    expect(checkLength('seoTitle', 'Pricing').message).toBe(
      '7 characters: short. Aim for 30–60 characters.',
    );
    expect(checkLength('seoTitle', 'a'.repeat(40)).message).toBe('40 characters: good length.');
  });
});

describe('text width', () => {
  it('measures wide letters wider than narrow ones', () => {
    expect(textWidth('WWW', 20)).toBeGreaterThan(textWidth('iii', 20) * 3);
    expect(textWidth('é', 14)).toBe(textWidth('e', 14));
    expect(textWidth('', 14)).toBe(0);
  });

  it('splits graphemes', () => {
    expect(graphemes('e\u0301a')).toEqual(['e\u0301', 'a']);
  });

  it('keeps text that fits', () => {
    expect(truncateToWidth('  Short title ', 580, 20)).toBe('Short title');
  });

  it('cuts at a word boundary with an ellipsis and fits the width', () => {
    const text = 'The best sourdough bread in town, baked fresh every single morning by our team';
    const cut = truncateToWidth(text, 300, 20);
    expect(cut.endsWith(' ...')).toBe(true);
    expect(text.startsWith(cut.slice(0, -4))).toBe(true);
    expect(text[cut.length - 4]).toBe(' ');
    expect(textWidth(cut, 20)).toBeLessThanOrEqual(300);
  });

  it('cuts inside a long word when there is no space to cut at', () => {
    const cut = truncateToWidth('x'.repeat(200), 100, 20);
    expect(cut).toMatch(/^x+ \.\.\.$/);
    expect(textWidth(cut, 20)).toBeLessThanOrEqual(100);
  });
});
