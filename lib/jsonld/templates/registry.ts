import { t } from '../text';
import { articleTemplate } from './article';
import { breadcrumbListTemplate } from './breadcrumb-list';
import { eventTemplate } from './event';
import { faqPageTemplate } from './faq-page';
import { localBusinessTemplate } from './local-business';
import { organizationTemplate } from './organization';
import { personTemplate } from './person';
import { productTemplate } from './product';
import { videoObjectTemplate } from './video-object';
import { websiteTemplate } from './website';
import { courseListTemplate } from './course-list';
import { datasetTemplate } from './dataset';
import { discussionForumTemplate } from './discussion-forum';
import { imageMetadataTemplate } from './image-metadata';
import { profilePageTemplate } from './profile-page';
import { qaPageTemplate } from './qa-page';
import type { Template, TemplateId } from './types';

/** The template picker's entries, in the order shown. */
export const TEMPLATES: readonly Template[] = [
  articleTemplate,
  faqPageTemplate,
  breadcrumbListTemplate,
  productTemplate,
  eventTemplate,
  localBusinessTemplate,
  organizationTemplate,
  personTemplate,
  videoObjectTemplate,
  websiteTemplate,
  datasetTemplate,
  qaPageTemplate,
  discussionForumTemplate,
  profilePageTemplate,
  imageMetadataTemplate,
  courseListTemplate,
];

/** The template with this id. */
export function templateById(id: TemplateId): Template {
  const found = TEMPLATES.find((template) => template.id === id);
  if (!found) throw new Error(t('jsonld_no_template', id));
  return found;
}
