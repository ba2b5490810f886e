import { t } from '../text/text';
import { imageOf, nodeId, seeded, TO_FILL } from './common';
import type { Starter } from './types';

/**
 * An image's licence and credit (Image metadata in Google Images): the image the menu was used on,
 * else the page's Open Graph image. The licence URL is left for the editor: nothing is made up.
 */
export const imageMetadataStarter: Starter = {
  id: 'image-metadata',
  type: 'ImageObject',
  get label() {
    return t('tpl_image_metadata_label');
  },
  get description() {
    return t('tpl_image_metadata_description');
  },
  leftEmpty: ['contentUrl', 'license'],
  build: (ctx) =>
    seeded('image-metadata', ctx, {
      '@type': 'ImageObject',
      '@id': nodeId(ctx.canonicalUrl, 'primaryimage'),
      contentUrl: imageOf(ctx) ?? TO_FILL,
      license: TO_FILL,
      inLanguage: ctx.locale.tag,
    }),
};
