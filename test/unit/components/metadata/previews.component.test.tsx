// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchPreview, breadcrumb } from '@/components/metadata/SearchPreview';
import { SocialCardPreview, safeImageUrl } from '@/components/metadata/SocialCardPreview';

afterEach(cleanup);

describe('SearchPreview', () => {
  it('shows the breadcrumb, title and description', () => {
    render(
      <SearchPreview
        title="Our team"
        description="Meet the bakers."
        host="acme.example"
        path="/company/team"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Search result preview' })).toBeTruthy();
    expect(screen.getByTestId('search-url').textContent).toBe('acme.example › company › team');
    expect(screen.getByTestId('search-title').textContent).toBe('Our team');
    expect(screen.getByTestId('search-description').textContent).toBe('Meet the bakers.');
  });

  it('cuts a long title and description with an ellipsis', () => {
    const title = 'Sourdough, rye and seasonal pastries baked every morning in the heart of Lyon';
    const description = 'Fresh bread. '.repeat(30);
    render(<SearchPreview title={title} description={description} host="a.example" path="/" />);
    const shownTitle = screen.getByTestId('search-title').textContent ?? '';
    expect(shownTitle.endsWith(' ...')).toBe(true);
    expect(title.startsWith(shownTitle.slice(0, -4))).toBe(true);
    expect(screen.getByTestId('search-description').textContent?.endsWith(' ...')).toBe(true);
  });

  it('says what happens without a title or description', () => {
    render(<SearchPreview title="" description=" " host="a.example" path="/" />);
    expect(screen.getByTestId('search-title').textContent).toBe('(no title)');
    expect(screen.getByTestId('search-description').textContent).toMatch(/No description/);
  });

  it('decodes path segments', () => {
    expect(breadcrumb('a.example', '/fr-fr/%C3%A9quipe/')).toBe('a.example › fr-fr › équipe');
    expect(breadcrumb('a.example', '/%E0%A4%A')).toBe('a.example › %E0%A4%A');
  });
});

describe('SocialCardPreview', () => {
  it('shows the image, domain, title and description', () => {
    render(
      <SocialCardPreview
        title="Spring offer"
        description="Two loaves for one."
        host="acme.example"
        imageUrl="https://cdn.example/og.jpg"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Social card preview' })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Image shown on the card' });
    expect(image.getAttribute('src')).toBe('https://cdn.example/og.jpg');
    expect(screen.getByTestId('card-domain').textContent).toBe('ACME.EXAMPLE');
    expect(screen.getByTestId('card-title').textContent).toBe('Spring offer');
    expect(screen.getByTestId('card-description').textContent).toBe('Two loaves for one.');
  });

  it('shows a placeholder without an image or with an unsafe one', () => {
    render(
      <SocialCardPreview title="" description="" host="a.example" imageUrl="javascript:alert(1)" />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('card-image').textContent).toBe('No image');
    expect(screen.getByTestId('card-title').textContent).toBe('(no title)');
    expect(screen.queryByTestId('card-description')).toBeNull();
  });

  it('accepts only absolute http(s) image URLs', () => {
    expect(safeImageUrl('https://a.example/x.png')).toBe('https://a.example/x.png');
    expect(safeImageUrl('http://a.example/x.png')).toBe('http://a.example/x.png');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageUrl('/relative.png')).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});
