/**
 * The words of bulk changes, in one place for translation.
 * @module
 */

/** Every string the bulk changes, planner and panel show. */
export const bulkText = {
  skipRaw: 'Skipped: this markup is a legacy text value; open the page and convert it first.',
  skipInheriting:
    'Skipped: this locale inherits the primary’s markup. Writing it would give the locale markup of its own, which would stop following the primary.',
  skipHasOrganization: 'Skipped: an Organization with this name or URL is already there.',
  skipNoMarkup: 'Skipped: no markup to change.',
  skipNoTag: 'Skipped: the site does not give this locale a language tag.',
  skipNoInLanguageNode: 'Skipped: no node here takes inLanguage.',
  skipInLanguageSet: 'Skipped: inLanguage is already the locale’s tag.',
  skipPrimary: 'Skipped: the primary locale is what the others are made from.',
  skipOwn: 'Skipped: this locale already has markup of its own.',
  skipPrimaryEmpty: 'Skipped: the primary locale has no markup to copy.',
  skipTitleFits: 'Skipped: the title fits.',
  skipTitleOneWord: 'Skipped: the title cannot be shortened without cutting a word.',
  skipUnreadable: 'Skipped: the service gave no answer for this cell.',
  summaryOrganization: 'Adds an Organization node.',
  summaryOrganizationOwn:
    'Gives this locale its own markup (the primary’s) and adds an Organization node.',
  summaryInLanguage: (tag: string, nodes: number) =>
    `Sets inLanguage to ${tag} on ${nodes} ${nodes === 1 ? 'node' : 'nodes'}.`,
  summaryLocaleVersion: (tag: string) =>
    `Creates this locale’s own markup from the primary’s, with inLanguage ${tag}.`,
  summaryShortened: (from: number, to: number) =>
    `Shortens the SEO title from ${from} to ${to} characters.`,
  summaryFromPageTitle: (to: number) =>
    `Sets an SEO title (${to} characters) from the page title, which is too long.`,
  tooLarge: (kb: number, limitKb: number) =>
    `This change is too large to journal in the browser (${kb} KB; the limit is ${limitKb} KB). Select fewer cells and apply it in parts.`,
  tooManyCells: (max: number) => `Select at most ${max} cells for one bulk change.`,
  changeLabels: {
    'add-organization': 'Add an Organization node',
    'set-in-language': 'Set inLanguage per locale',
    'create-locale-versions': 'Create the locale versions from the primary',
    'fix-long-titles': 'Fix titles over length',
  },
  fieldChange: 'Change',
  fieldName: 'Organization name',
  fieldUrl: 'Organization URL',
  fieldLogo: 'Logo URL (optional)',
  fieldIncludeInheriting: 'Also give inheriting locales markup of their own',
  preview: 'Preview',
  previewing: 'Reading the selected cells…',
  apply: (n: number) => `Apply to ${n} ${n === 1 ? 'cell' : 'cells'}`,
  noCells: 'Select cells in the grid first.',
  nothingToApply: 'Nothing to change in the selected cells.',
  skippedHeading: (n: number) => `${n} skipped`,
  previewHeading: (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`,
  showAll: (n: number) => `Show all ${n}`,
  added: 'added',
  removed: 'removed',
  progressLabel: 'Bulk write progress',
  counts: (done: number, failed: number, pending: number) =>
    `${done} done, ${failed} failed, ${pending} to go`,
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  retry: 'Retry failed',
  dismiss: 'Dismiss',
  failuresHeading: 'Failed',
  reportHeading: 'Report',
  statePaused: 'Paused.',
  stateCancelled: 'Cancelled: entries not yet sent were not written.',
  stateFinished: 'Finished.',
  entryStates: {
    pending: 'waiting',
    sending: 'sending',
    done: 'written',
    failed: 'failed',
    unknown: 'outcome unknown',
  },
} as const;
