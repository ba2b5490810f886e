/**
 * A report format written as the run goes: its head, then each site as soon as it is audited (its
 * cells are let go once written, so a run of many sites never holds them all), then its tail with
 * the run's summary. Sites appear in the order they finish; summaries in the order given.
 * @module
 */
import type { Shard } from './shard';
import type { FailOn, RunSummary, SiteOutcome, SiteSummary } from './types';

/** What every format is made with. */
export interface FormatOptions {
  /** The tool's version, written into SARIF and JSON. */
  version: string;
  failOn: FailOn;
  /** With `--shard`: the part of the sites this run is, which every format names. */
  shard?: Shard;
}

/** One format's pieces, in the order they are written. */
export interface ReportFormat {
  /**
   * Set when the head carries the run's totals (JUnit's root element): the sites' pieces then wait
   * in a spool file until the head can be written.
   */
  readonly totalsFirst?: true;
  /** Before the sites: given the run as it starts, or the whole run when `totalsFirst`. */
  head(run: RunSummary): Iterable<string>;
  /** One site and what the run keeps of it. */
  site(site: SiteOutcome, summary: SiteSummary): Iterable<string>;
  /** After every site. */
  tail(run: RunSummary): Iterable<string>;
}
