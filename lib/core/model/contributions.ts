/**
 * What a feature adds to the pages: its side-panel tab, sections of another feature's tab and its
 * section of the settings page. Each is a title and two loaders, the model's and the view's, so the
 * pages carry only the list (titles and import functions) up front and bring a feature's code when
 * the editor first shows it. Knows no feature: the composition root lists them.
 * @module
 */
import type { ComponentType } from 'preact';
import type { DraftRescue } from '../drafts/rescue';
import type { PageLocation } from '../locate/page-locator';
import type { MessagingClient } from '../messaging/client';
import type { HostAccess } from './host-access';

/** What the pages give every contributed model. */
export interface ContributionDeps {
  client: MessagingClient;
  /** Host permissions, asked for in the editor's click. */
  hostAccess?: HostAccess;
  /** Where a closing page keeps edits not yet stored. */
  rescue?: DraftRescue;
}

/** A file an editor downloads. */
export interface DownloadFile {
  name: string;
  mime: string;
  text: string;
}

/** What a contributed view may ask its page to do. */
export interface PageActions {
  /** Asks the editor a yes-or-no question before a write that reaches more than they see. */
  confirm(question: string): boolean;
  /** Puts text on the clipboard. */
  copyText(text: string): void | Promise<void>;
  /** Opens a checked https address in a new tab. */
  openUrl(url: string): void;
  download(file: DownloadFile): void;
  /** Opens the settings page on a site's whole-site view. */
  openFullView(siteId: string): void;
}

/** Where a side-panel tab opens: the page the panel describes. */
export interface PanelPlace {
  location: PageLocation;
  /** The tab's address. */
  url: string | undefined;
}

/** A side-panel tab's model: opened for a page (or its site), flushed when the panel hides. */
export interface PanelTabModel {
  open(place: PanelPlace): unknown;
  /** Stores its pending edits now (the panel is being hidden or closed). */
  flushPending?(): void;
}

/** What a contributed view is given. */
export interface ContributedViewProps<M, P> {
  model: M;
  place: P;
  actions: PageActions;
  /** Loads again after a failure. */
  onRetry(): void;
}

/** A model's module: the function that makes it. */
export type MakeModel<M> = (deps: ContributionDeps) => M;

/** A side-panel tab. */
export interface PanelTabSpec<M extends PanelTabModel = PanelTabModel> {
  /** Its id (`panel-tab-<id>` in the page). */
  id: string;
  /** Its title, read when shown. */
  title(): string;
  /** Where it stands among the tabs, lowest first. */
  order: number;
  /** `page`: opened again for each page (each item of a template); `site`: once per site. */
  opensFor: 'page' | 'site';
  /** Whether the tab is offered for this page; always when absent. */
  showsOn?(location: PageLocation): boolean;
  /** The tab this one stands in for where that one is not offered (its choice carries over). */
  insteadOf?: string;
  model(): Promise<MakeModel<M>>;
  view(): Promise<ComponentType<ContributedViewProps<M, PanelPlace>>>;
}

/** Where a settings section's view shows: a site. */
export interface SettingsPlace {
  siteId: string;
  siteName: string;
}

/** A settings section's model: opened (and read again) each time it is shown for a site. */
export interface SettingsSectionModel {
  open(siteId: string): unknown;
}

/** A section of the settings page's whole-site view (`#site=<id>&section=<id>`). */
export interface SettingsSectionSpec<M extends SettingsSectionModel = SettingsSectionModel> {
  id: string;
  title(): string;
  order: number;
  model(): Promise<MakeModel<M>>;
  view(): Promise<ComponentType<ContributedViewProps<M, SettingsPlace>>>;
}

/** What a feature contributes to the pages, as the list of features carries it. */
export interface Contributor {
  tab?: PanelTabSpec;
  settings?: SettingsSectionSpec;
}

/** Whether `spec` is offered on the page at `location`. */
export function tabShowsOn(spec: PanelTabSpec, location: PageLocation): boolean {
  return spec.showsOn?.(location) ?? true;
}

/** The side-panel tabs of `features`, in order. */
export function tabsOf(features: readonly Contributor[]): PanelTabSpec[] {
  return features.flatMap((f) => (f.tab ? [f.tab] : [])).sort((a, b) => a.order - b.order);
}

/** The settings sections of `features`, in order. */
export function settingsSectionsOf(features: readonly Contributor[]): SettingsSectionSpec[] {
  return features
    .flatMap((f) => (f.settings ? [f.settings] : []))
    .sort((a, b) => a.order - b.order);
}

/**
 * Declares a side-panel tab. Its model's type ties its two loaders together; the panel holds
 * every tab as the common type.
 */
export function definePanelTab<M extends PanelTabModel>(spec: PanelTabSpec<M>): PanelTabSpec {
  return spec as unknown as PanelTabSpec;
}

/** Declares a settings section, as `definePanelTab` does a tab. */
export function defineSettingsSection<M extends SettingsSectionModel>(
  spec: SettingsSectionSpec<M>,
): SettingsSectionSpec {
  return spec as unknown as SettingsSectionSpec;
}
