import { t } from '../text/text';

/** A feature of Google's search gallery that the rich-result rules check. */
export type RichFeature =
  | 'article'
  | 'breadcrumb'
  | 'faq'
  | 'productSnippet'
  | 'productOffer'
  | 'reviewSnippet'
  | 'organization'
  | 'localBusiness'
  | 'event'
  | 'recipe'
  | 'video'
  | 'jobPosting'
  | 'softwareApp'
  | 'carousel'
  | 'courseList'
  | 'dataset'
  | 'discussionForum'
  | 'educationQa'
  | 'employerRating'
  | 'imageMetadata'
  | 'mathSolver'
  | 'movie'
  | 'paywalledContent'
  | 'profilePage'
  | 'qa'
  | 'returnPolicy'
  | 'shippingPolicy'
  | 'speakable'
  | 'vacationRental';

// Read when a message is built, not when this module loads: Node tools set their messages after
// their imports have run.
const NAMES: Record<RichFeature, () => string> = {
  article: () => t('jsonld_feature_article'),
  breadcrumb: () => t('jsonld_feature_breadcrumb'),
  faq: () => t('jsonld_feature_faq'),
  productSnippet: () => t('jsonld_feature_product_snippet'),
  productOffer: () => t('jsonld_feature_product_offer'),
  reviewSnippet: () => t('jsonld_feature_review_snippet'),
  organization: () => t('jsonld_feature_organization'),
  localBusiness: () => t('jsonld_feature_local_business'),
  event: () => t('jsonld_feature_event'),
  recipe: () => t('jsonld_feature_recipe'),
  video: () => t('jsonld_feature_video'),
  jobPosting: () => t('jsonld_feature_job_posting'),
  softwareApp: () => t('jsonld_feature_software_app'),
  carousel: () => t('jsonld_feature_carousel'),
  courseList: () => t('jsonld_feature_course_list'),
  dataset: () => t('jsonld_feature_dataset'),
  discussionForum: () => t('jsonld_feature_discussion_forum'),
  educationQa: () => t('jsonld_feature_education_qa'),
  employerRating: () => t('jsonld_feature_employer_rating'),
  imageMetadata: () => t('jsonld_feature_image_metadata'),
  mathSolver: () => t('jsonld_feature_math_solver'),
  movie: () => t('jsonld_feature_movie'),
  paywalledContent: () => t('jsonld_feature_paywalled_content'),
  profilePage: () => t('jsonld_feature_profile_page'),
  qa: () => t('jsonld_feature_qa'),
  returnPolicy: () => t('jsonld_feature_return_policy'),
  shippingPolicy: () => t('jsonld_feature_shipping_policy'),
  speakable: () => t('jsonld_feature_speakable'),
  vacationRental: () => t('jsonld_feature_vacation_rental'),
};

/** The feature's name as Google's search gallery gives it, in the UI language (`Product snippet`). */
export const richFeatureName = (feature: RichFeature): string => NAMES[feature]();
