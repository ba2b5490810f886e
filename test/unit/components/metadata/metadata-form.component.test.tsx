// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MetadataForm, type MetadataFormProps } from '@/components/metadata/MetadataForm';
import type { Page } from '@/lib/core/api/pages';
import {
  fieldsFromPage,
  updateFromFields,
  type MetadataFields,
} from '@/lib/features/metadata/metadata-form';
import { slugChangeability } from '@/lib/features/metadata/slug-rules';

afterEach(cleanup);

const about: Page = {
  id: 'p1',
  title: 'About us',
  slug: 'about-us',
  parentId: null,
  publishedPath: '/about-us',
  seo: { title: 'About Acme Bakery, bakers in Lyon since 1920', description: '' },
  openGraph: { title: '', titleCopied: true, description: '', descriptionCopied: true },
};
const home: Page = { ...about, id: 'home', slug: 'index', publishedPath: '/' };
const siblings = [{ id: 'p2', slug: 'contact' }];

/** Mounts the form the way the side panel will: fields held by the parent. */
function mount(page: Page, props: Partial<MetadataFormProps> = {}) {
  const onSave = vi.fn();
  const onDiscard = vi.fn();
  let current: MetadataFields = fieldsFromPage(page);
  function Host() {
    const [fields, setFields] = useState(current);
    return (
      <MetadataForm
        page={page}
        fields={fields}
        onChange={(next) => {
          current = next;
          setFields(next);
        }}
        onSave={onSave}
        onDiscard={onDiscard}
        slugRule={slugChangeability(page, { isPrimaryLocale: true })}
        siblings={siblings}
        {...props}
      />
    );
  }
  render(<Host />);
  return { onSave, onDiscard, fields: () => current };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('MetadataForm', () => {
  it('labels every control and starts with nothing to save', () => {
    mount(about);
    for (const label of ['Title', 'Slug', 'SEO title', 'SEO description']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('switch', { name: 'Same as SEO title' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Same as SEO description' })).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Discard changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('reports each edit and saves a valid change', () => {
    const { onSave, onDiscard, fields } = mount(about);
    type('SEO description', 'Fresh bread every morning.');
    expect(updateFromFields(about, fields())).toEqual({
      seo: { description: 'Fresh bread every morning.' },
    });
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('shows length hints tied to the SEO fields only', () => {
    mount(about);
    type('SEO title', 'Hi');
    const seoTitle = screen.getByLabelText('SEO title');
    const hint = document.getElementById(
      seoTitle.getAttribute('aria-describedby')?.split(' ')[0] ?? '',
    );
    expect(hint?.textContent).toBe('2 characters: short. Aim for 30–60 characters.');
    expect(hint?.getAttribute('data-level')).toBe('short');
    expect(screen.getByText('Empty. Aim for 120–160 characters.')).toBeTruthy();
    type('Title', 'Hi');
    expect(screen.getByLabelText('Title').getAttribute('aria-describedby')).toBeNull();
  });

  it('blocks saving an invalid slug, explains why and offers a fix', () => {
    const { onSave, fields } = mount(about);
    type('Slug', 'Über Uns');
    const slug = screen.getByLabelText('Slug');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use lowercase letters only.')).toBeTruthy();
    expect(
      screen.getByText('Slugs cannot contain spaces; use hyphens between words.'),
    ).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(slug.closest('form')!);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Use "uber-uns"' }));
    expect(fields().slug).toBe('uber-uns');
    expect(slug.getAttribute('aria-invalid')).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('blocks a slug another page in the folder uses', () => {
    mount(about);
    type('Slug', 'contact');
    expect(
      screen.getByText('Another page in the same folder already uses "contact".'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use "contact-2"' })).toBeTruthy();
  });

  it('blocks an empty title', () => {
    mount(about);
    type('Title', '  ');
    expect(screen.getByText('The title cannot be empty.')).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('warns once a home page slug is edited, but still lets the other fields save', () => {
    mount(home);
    expect(screen.queryByTestId('slug-rule')).toBeNull();
    expect(screen.queryByTestId('slug-warning')).toBeNull();
    type('Slug', 'start');
    expect(screen.getByTestId('slug-rule').textContent).toBe(
      "The home page's slug cannot be changed; the service ignores it.",
    );
    expect(screen.getByTestId('slug-warning').textContent).toBe(
      'Saving will apply the other fields; this slug change will not be applied.',
    );
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says a secondary-locale slug may be ignored when the plan is unknown', () => {
    mount(about, {
      slugRule: slugChangeability(about, { isPrimaryLocale: false, localizedSlugs: 'unknown' }),
    });
    type('Slug', 'a-propos');
    expect(screen.getByTestId('slug-warning').textContent).toMatch(/may not be applied/);
  });

  it('follows the SEO title while "same as SEO" is on and edits its own text once off', () => {
    const { fields } = mount(about);
    const ogTitle = () => screen.getByLabelText('Open Graph title') as HTMLInputElement;
    expect(ogTitle().disabled).toBe(true);
    expect(ogTitle().value).toBe('About Acme Bakery, bakers in Lyon since 1920');
    fireEvent.click(screen.getByRole('switch', { name: 'Same as SEO title' }));
    expect(fields().ogTitleCopied).toBe(false);
    expect(ogTitle().disabled).toBe(false);
    expect(ogTitle().value).toBe('About Acme Bakery, bakers in Lyon since 1920');
    type('Open Graph title', 'Meet the bakers');
    expect(updateFromFields(about, fields())).toEqual({
      openGraph: { titleCopied: false, title: 'Meet the bakers' },
    });
  });

  it('disables everything while saving and shows notices', () => {
    mount(about, {
      busy: true,
      notices: [
        { tone: 'warning', text: 'Slug not changed: home page.' },
        { tone: 'error', text: 'The service is not reachable.' },
      ],
    });
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    for (const label of ['Title', 'Slug', 'SEO title', 'SEO description', 'Same as SEO title']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The service is not reachable.');
    expect(screen.getByText('Slug not changed: home page.').className).toBe('warning');
  });
});
