import { t } from '../text/text';
import { compact, imageOf, nodeId, titleOf } from './common';
import { seedFromSelection } from './seed';
import type { Starter } from './types';

/** A page about one person, such as a creator's or member's profile (Profile page rich result). */
export const profilePageStarter: Starter = {
  id: 'profile-page',
  type: 'ProfilePage',
  get label() {
    return t('tpl_profile_page_label');
  },
  get description() {
    return t('tpl_profile_page_description');
  },
  leftEmpty: [],
  build: (ctx) => {
    const seed = seedFromSelection('profile-page', ctx.selectionText ?? '');
    return compact({
      '@type': 'ProfilePage',
      '@id': nodeId(ctx.canonicalUrl, 'profile'),
      url: ctx.canonicalUrl,
      inLanguage: ctx.locale.tag,
      mainEntity: compact({
        '@type': 'Person',
        '@id': nodeId(ctx.canonicalUrl, 'person'),
        name: titleOf(ctx),
        description: ctx.description,
        image: imageOf(ctx),
        ...seed.properties,
      }),
    });
  },
};
