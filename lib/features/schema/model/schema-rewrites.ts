/**
 * Ways the Schema tab rewrites an editor's text for the user, each as an edit (a draft): a paste
 * normalized, a locale's version made from the primary's, legacy blocks converted, a fix applied.
 * @module
 */
import { t } from '../../../core/i18n/t';
import { applyFix, loadNormalizer, type normalizeInput as NormalizeInput } from '../../../jsonld';
import type { EditorFix } from '../editor/types';
import { convertLegacy, localeVersion, pretty } from '../locale-version';
import { fixesFit, type LocaleEditor } from './locale-editor';
import type { SchemaScope } from './schema-scope';

/** The Schema tab's text rewrites. */
export function createSchemaRewrites(scope: SchemaScope) {
  const { client, editors, find, keyOf, urlOf, edit } = scope;
  // The paste normalizer (and the JSONC parser under it) loads with the first page, not the panel.
  let normalizeInput: typeof NormalizeInput | undefined;

  /** The page's title and descriptions in the primary locale and in `e`'s, paired; none on failure. */
  const pageTexts = async (e: LocaleEditor) => {
    const { siteId, pageId } = keyOf(e);
    const ref = { siteId, pageId };
    try {
      const [primary, own] = await Promise.all([
        client.request('metadata.pageMetadata', { ...ref, localeId: null }),
        client.request('metadata.pageMetadata', { ...ref, localeId: e.locale.id }),
      ]);
      const textsOf = (p: typeof primary.page) => [
        p.title,
        p.seo?.title,
        p.seo?.description,
        p.openGraph?.title,
        p.openGraph?.description,
      ];
      const theirs = textsOf(own.page);
      return textsOf(primary.page).flatMap((text, i) =>
        text && theirs[i] ? [{ primary: text, locale: theirs[i]! }] : [],
      );
    } catch {
      return [];
    }
  };

  return {
    /** Loads the paste normalizer, once. */
    async loadNormalizer() {
      normalizeInput ??= (await loadNormalizer()).normalizeInput;
    },
    /** Normalizes a paste that replaces the whole text (any of the three input forms). */
    normalizePaste(text: string) {
      // Loaded beside the page's markup (before the editor's larger code, in practice); until
      // then a paste goes in as it is.
      if (!normalizeInput) return null;
      const normalized = normalizeInput(text);
      return normalized.error || normalized.value === undefined
        ? null
        : { text: pretty(normalized.value), form: normalized.form };
    },
    /**
     * Starts a locale's own version from the primary's markup, made over for the locale (its tag,
     * its URL, its page texts) and says which texts are still as in the primary.
     */
    async createFromPrimary(localeId: string) {
      const primary = editors.value.find((e) => e.locale.primary);
      const e = find(localeId);
      const source = primary?.remote.value?.value ?? e.remote.value?.value ?? null;
      const primaryUrl = primary && urlOf(primary.locale.id);
      const localeUrl = urlOf(localeId);
      const made = localeVersion(source, {
        tag: e.locale.tag,
        ...(primaryUrl && localeUrl ? { urls: { primary: primaryUrl, locale: localeUrl } } : {}),
        texts: await pageTexts(e),
      });
      edit(localeId, pretty(made.value));
      if (made.untranslated.length > 0 && primary) {
        const shown = made.untranslated.slice(0, 3).map((text) => `“${text}”`);
        e.notice.value = {
          kind: 'info',
          text: t(
            'ui_schema_untranslated',
            String(made.untranslated.length),
            primary.locale.name,
            shown.join(', '),
          ),
        };
      }
    },
    /** Turns a legacy multi-block value into one JSON-LD object in the editor (a draft). */
    convertRaw(localeId: string) {
      const e = find(localeId);
      const converted = convertLegacy(e.remote.value?.raw ?? '');
      if (converted) edit(localeId, pretty(converted));
      else e.notice.value = { kind: 'error', text: t('ui_schema_raw_unreadable') };
    },
    /**
     * Applies one of the checker's fixes to the editor's text, as an edit (undoable there); not
     * while the findings describe an older text, whose offsets the fix would misplace.
     */
    applyFix(localeId: string, fix: EditorFix) {
      const e = find(localeId);
      if (!fixesFit(e)) return;
      const fixed = applyFix(e.text.value, fix);
      if (fixed !== e.text.value) edit(localeId, fixed);
    },
  };
}
