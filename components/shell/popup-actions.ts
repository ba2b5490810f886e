/**
 * What the popup's buttons do, apart from the popup so that its parts can take it too.
 * @module
 */

/** What the popup can ask its host page to do. */
export interface PopupActions {
  openSidePanel(): void;
  /** Opens the side panel on the Schema tab of one locale. */
  openLocale(localeId: string): void;
  /** Opens the side panel on "Add schema…" for the tab's page. */
  addSchema(): void;
  openOptions(): void;
}
