import { t } from '../text/text';
import { articleStarter } from './article';
import { breadcrumbListStarter } from './breadcrumb-list';
import { eventStarter } from './event';
import { faqPageStarter } from './faq-page';
import { localBusinessStarter } from './local-business';
import { organizationStarter } from './organization';
import { personStarter } from './person';
import { productStarter } from './product';
import { videoObjectStarter } from './video-object';
import { websiteStarter } from './website';
import { courseListStarter } from './course-list';
import { datasetStarter } from './dataset';
import { discussionForumStarter } from './discussion-forum';
import { imageMetadataStarter } from './image-metadata';
import { profilePageStarter } from './profile-page';
import { qaPageStarter } from './qa-page';
import type { Starter, StarterId } from './types';

/** The starter picker's entries, in the order shown. */
export const STARTERS: readonly Starter[] = [
  articleStarter,
  faqPageStarter,
  breadcrumbListStarter,
  productStarter,
  eventStarter,
  localBusinessStarter,
  organizationStarter,
  personStarter,
  videoObjectStarter,
  websiteStarter,
  datasetStarter,
  qaPageStarter,
  discussionForumStarter,
  profilePageStarter,
  imageMetadataStarter,
  courseListStarter,
];

/** The starter with this id. */
export function starterById(id: StarterId): Starter {
  const found = STARTERS.find((starter) => starter.id === id);
  if (!found) throw new Error(t('jsonld_no_template', id));
  return found;
}
