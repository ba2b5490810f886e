import { describe, expect, it } from 'vitest';
import { checkFontFile, guessSettings, settingsProblem } from '@/lib/features/fonts/font-file';
import { parseDraft, toDraft } from '@/lib/features/fonts/settings-draft';

describe('checkFontFile', () => {
  it.each([
    ['A.woff2', 'woff2'],
    ['A.WOFF', 'woff'],
    ['a.b.ttf', 'truetype'],
    ['x.otf', 'opentype'],
  ])('accepts %s as %s', (name, format) => {
    expect(checkFontFile({ name, size: 10 })).toEqual({ ok: true, format });
  });

  it.each(['A.eot', 'A.svg', 'font', '.woff2', 'A.zip'])(
    'refuses %s with the accepted list',
    (name) => {
      const result = checkFontFile({ name, size: 10 });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain('.woff2, .woff, .ttf and .otf');
    },
  );

  it('refuses a name over 256 characters', () => {
    expect(checkFontFile({ name: `${'a'.repeat(251)}.woff2`, size: 1 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('256'),
    });
  });

  it('refuses an empty file', () => {
    expect(checkFontFile({ name: 'A.woff2', size: 0 })).toMatchObject({ ok: false });
  });
});

describe('settings', () => {
  it('guesses family, weight and style from a file name', () => {
    expect(guessSettings('AcmeSans-SemiBoldItalic.woff2')).toEqual({
      fontFamily: 'Acme Sans',
      weight: 600,
      italic: true,
      fontDisplay: 'swap',
    });
    expect(guessSettings('Inter-Bold.ttf')).toMatchObject({ weight: 700, italic: false });
    expect(guessSettings('plain.otf')).toMatchObject({ fontFamily: 'plain', weight: 400 });
  });

  it('validates weight 1–1000 and family 1–256 characters after commas are dropped', () => {
    expect(settingsProblem({ weight: 0 })).toMatch(/1 to 1000/);
    expect(settingsProblem({ weight: 1001 })).toMatch(/1 to 1000/);
    expect(settingsProblem({ weight: 400.5 })).toMatch(/1 to 1000/);
    expect(settingsProblem({ weight: 1 })).toBeNull();
    expect(settingsProblem({ weight: 1000 })).toBeNull();
    expect(settingsProblem({ fontFamily: ' , ' })).toMatch(/1 to 256/);
    expect(settingsProblem({ fontFamily: 'x'.repeat(257) })).toMatch(/1 to 256/);
    expect(settingsProblem({ fontFamily: 'x'.repeat(256) })).toBeNull();
  });

  it('parses a draft, refusing an empty weight', () => {
    const draft = toDraft({
      fontFamily: 'Acme, Sans',
      weight: 300,
      italic: true,
      fontDisplay: 'block',
    });
    expect(parseDraft(draft)).toEqual({
      ok: true,
      settings: { fontFamily: 'Acme Sans', weight: 300, italic: true, fontDisplay: 'block' },
    });
    expect(parseDraft({ ...draft, weight: '' })).toMatchObject({ ok: false });
  });
});
