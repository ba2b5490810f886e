import { t } from '../text/text';
import { imageOf, nodeId, seeded, titleOf, TO_FILL } from './common';
import type { Starter } from './types';

/** A video shown on this page; its upload date is left for the editor. */
export const videoObjectStarter: Starter = {
  id: 'video-object',
  type: 'VideoObject',
  get label() {
    return t('tpl_video_object_label');
  },
  get description() {
    return t('tpl_video_object_description');
  },
  leftEmpty: ['uploadDate', 'thumbnailUrl'],
  build: (ctx) =>
    seeded('video-object', ctx, {
      '@type': 'VideoObject',
      '@id': nodeId(ctx.canonicalUrl, 'video'),
      name: titleOf(ctx),
      description: ctx.description,
      thumbnailUrl: imageOf(ctx) ?? TO_FILL,
      uploadDate: TO_FILL,
      inLanguage: ctx.locale.tag,
      url: ctx.canonicalUrl,
    }),
};
