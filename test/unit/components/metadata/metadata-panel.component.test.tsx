// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { MetadataPanel, previewPath } from '@/components/metadata/MetadataPanel';
import type { Page } from '@/lib/core/api/pages';
import { fieldsFromPage } from '@/lib/features/metadata/metadata-form';
import { slugChangeability, type SlugContext } from '@/lib/features/metadata/slug-rules';

afterEach(cleanup);

const team: Page = {
  id: 'p1',
  title: 'Team',
  slug: 'team',
  parentId: 'f1',
  publishedPath: '/company/team',
  seo: { title: '', description: 'Meet the bakers.' },
  openGraph: { title: '', titleCopied: true, description: 'Say hi', descriptionCopied: false },
};

function mount(page: Page, ctx: SlugContext) {
  function Host() {
    const [fields, setFields] = useState(fieldsFromPage(page));
    return (
      <MetadataPanel
        page={page}
        fields={fields}
        onChange={setFields}
        onSave={() => {}}
        onDiscard={() => {}}
        slugRule={slugChangeability(page, ctx)}
        siblings={[]}
        host="www.acme.example"
      />
    );
  }
  render(<Host />);
}

describe('MetadataPanel', () => {
  it('previews the edited values as they are typed', () => {
    mount(team, { isPrimaryLocale: true });
    expect(screen.getByTestId('search-title').textContent).toBe('Team');
    expect(screen.getByTestId('card-description').textContent).toBe('Say hi');
    fireEvent.input(screen.getByLabelText('SEO title'), { target: { value: 'Our bakers' } });
    fireEvent.input(screen.getByLabelText('Slug'), { target: { value: 'bakers' } });
    expect(screen.getByTestId('search-title').textContent).toBe('Our bakers');
    expect(screen.getByTestId('card-title').textContent).toBe('Our bakers');
    expect(screen.getByTestId('search-url').textContent).toBe(
      'www.acme.example › company › bakers',
    );
  });

  it('keeps the published path when the slug change will not apply', () => {
    mount(team, { isPrimaryLocale: false, localizedSlugs: false });
    fireEvent.input(screen.getByLabelText('Slug'), { target: { value: 'equipe' } });
    expect(screen.getByTestId('search-url').textContent).toBe('www.acme.example › company › team');
  });
});

describe('previewPath', () => {
  it('replaces the last segment only when it is the old slug', () => {
    expect(previewPath('/fr/company/team', 'team', 'equipe', true)).toBe('/fr/company/equipe');
    expect(previewPath('/', 'index', 'start', true)).toBe('/');
    expect(previewPath(null, '', 'x', true)).toBe('/');
    expect(previewPath('/a/b', 'team', 'x', true)).toBe('/a/b');
  });
});
