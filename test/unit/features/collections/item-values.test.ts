import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { editableText, itemPagePath, valueFromText } from '@/lib/features/collections/item-values';

describe('an item field’s value as the Item tab edits it', () => {
  it('edits plain text as it is', () => {
    expect(editableText('PlainText', 'Bonjour  ')).toEqual({ text: 'Bonjour  ', editable: true });
    expect(editableText('PlainText', undefined)).toEqual({ text: '', editable: true });
    expect(valueFromText('PlainText', 'a <b>')).toBe('a <b>');
  });

  it('edits rich text made of paragraphs as its paragraphs, and writes paragraphs back', () => {
    const html = '<p>Fresh &amp; warm.</p><p>Out at 7<br>every day.</p>';
    expect(editableText('RichText', html)).toEqual({
      text: 'Fresh & warm.\n\nOut at 7\nevery day.',
      editable: true,
    });
    expect(valueFromText('RichText', 'Fresh & <warm>.\n\nOut at 7\nevery day.')).toBe(
      '<p>Fresh &amp; &lt;warm&gt;.</p><p>Out at 7<br>every day.</p>',
    );
  });

  it('shows rich text with formatting read-only: an edit here would lose its link or emphasis', () => {
    for (const html of [
      '<p>See <a href="/x">this</a></p>',
      '<p>So <strong>good</strong></p>',
      '<ul><li>one</li></ul>',
      '<p class="lead">Hi</p>',
      '<p>cut <',
      // An entity the reading does not know would come back escaped.
      '<p>Caf&eacute; &rsquo;s</p>',
    ])
      expect(editableText('RichText', html).editable).toBe(false);
  });

  it('shows an image by its address, never as editable text', () => {
    expect(editableText('Image', { fileId: 'f', url: 'https://a.example/x.jpg' })).toEqual({
      text: 'https://a.example/x.jpg',
      editable: false,
    });
  });

  it('keeps the text of any paragraphs through a write and a read', () => {
    const paragraph = fc
      .string({ minLength: 1, maxLength: 40 })
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .filter((s) => s !== '');
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 4 }), (paragraphs) => {
        const text = paragraphs.join('\n\n');
        const read = editableText('RichText', valueFromText('RichText', text));
        expect(read).toEqual({ text, editable: true });
      }),
    );
  });

  it('puts an item’s address together from its template’s folder and its slug', () => {
    expect(itemPagePath('/fr/blog/detail_post', 'le-levain')).toBe('/fr/blog/le-levain');
  });
});
