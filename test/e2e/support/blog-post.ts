/**
 * A published blog post of the first demo site in French: the item page most of a real site is
 * made of (a template page rendering one CMS item), for the demo's pictures.
 * @module
 */
import type { Stack } from './stack';

type Page = { id: string; collectionId?: string | null; publishedPath: string };
type Item = { id: string; fieldData: { name: string; slug: string } };

/** The French blog post's address on `origin` and the post's name in French. */
export interface BlogPost {
  url: string;
  name: string;
}

/**
 * The first live French item of the "Blog Posts" collection, at its address on `origin`: the
 * template page's French folder (`/fr/post`) and the item's French slug.
 */
export async function frenchBlogPost(stack: Stack, origin: string): Promise<BlogPost> {
  const api = async <T>(path: string) =>
    (await stack.emulator.call<T>(path, { token: stack.site.apiKey! })).body;
  const siteId = stack.site.id;
  const french = stack.site.locales.secondary.find((l) => l.tag.startsWith('fr'))!;
  const { collections } = await api<{ collections: { id: string; displayName: string }[] }>(
    `/v2/sites/${siteId}/collections`,
  );
  const blog = collections.find((c) => c.displayName === 'Blog Posts')!;
  const { pages } = await api<{ pages: Page[] }>(`/v2/sites/${siteId}/pages`);
  const template = pages.find((p) => p.collectionId === blog.id)!;
  const { publishedPath } = await api<Page>(`/v2/pages/${template.id}?localeId=${french.id}`);
  const { items } = await api<{ items: Item[] }>(
    `/v2/collections/${blog.id}/items/live?limit=1&cmsLocaleId=${french.cmsLocaleId}`,
  );
  const post = items[0]!;
  const folder = publishedPath.slice(0, publishedPath.lastIndexOf('/'));
  return { url: `${origin}${folder}/${post.fieldData.slug}`, name: post.fieldData.name };
}
