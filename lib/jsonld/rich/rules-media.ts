import { SOURCES } from './dates';
import type { RichRule } from './rule-types';

const G = SOURCES.gallery;

/** Videos, their key moments and LIVE badge (search gallery, checked 2026). */
export const MEDIA_RULES: readonly RichRule[] = [
  {
    id: 'video',
    feature: 'video',
    types: ['VideoObject'],
    source: `${G}/video`,
    required: ['name', 'thumbnailUrl', 'uploadDate'],
    recommended: ['description', ['contentUrl', 'embedUrl'], 'duration'],
    nested: {
      hasPart: ['clip'],
      publication: ['broadcast-event'],
      potentialAction: ['seek-to-action'],
    },
  },
  {
    // Key moments: a clip of the video, or how to link to a moment of it.
    id: 'clip',
    feature: 'video',
    types: ['Clip'],
    source: `${G}/video`,
    required: ['name', 'startOffset', 'url'],
    recommended: ['endOffset'],
    nestedOnly: true,
  },
  {
    id: 'seek-to-action',
    feature: 'video',
    types: ['SeekToAction'],
    source: `${G}/video`,
    required: ['target', 'startOffset-input'],
    nestedOnly: true,
  },
  {
    // The LIVE badge.
    id: 'broadcast-event',
    feature: 'video',
    types: ['BroadcastEvent'],
    source: `${G}/video`,
    required: ['isLiveBroadcast', 'startDate', 'endDate'],
    nestedOnly: true,
  },
];
