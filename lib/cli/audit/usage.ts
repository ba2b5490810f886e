/**
 * The help text of `npm run audit`.
 * @module
 */

/** Printed by `--help` and after a usage error. */
export const USAGE = `Usage: npm run audit -- --site <siteId> [--site …] [--sites-file FILE] [options]

Audits whole sites the way the extension's site grid does: every page in every locale, read with
bulk requests under each token's rate limit, the schema markup checked (JSON-LD, schema.org, Google
rich results) and the titles, descriptions and slugs flagged.

  --site <id>           a site to audit (repeat for more); its token is in SITE_COMPANION_TOKEN
  --sites-file FILE     JSON: [{ "site": "<id>", "tokenEnv": "SITE_COMPANION_TOKEN_ACME" }, …];
                        each site's token is read from the variable it names, which must start
                        with SITE_COMPANION_TOKEN (default SITE_COMPANION_TOKEN)
  --api ORIGIN          the service (default https://api.webflow.com)
  --locale TAG          audit only these locales (repeat, or en,fr); fr also matches fr-FR
  --format FORMAT       text (default), json, sarif or junit
  --out FILE            write the report to FILE instead of standard output
  --fail-on LEVEL       error (default) or warning: the lowest level that fails the run
  --live                after each site's audit, read its published pages and compare them with
                        the saved markup: drift, pages that answer 404, language signals, and
                        CMS item pages (live/… and items/… findings); and whether Google can
                        show them at all: robots.txt, the sitemaps, noindex and nosnippet, the
                        staging host beside a custom domain (index/… and sitemap/… findings;
                        sitemap/left-out is a notice, info, which never fails a run)
  --host DOMAIN         with --live or --forecast and one site: this custom domain, not the
                        staging host
  --staging-suffix SUF  with --live or --forecast: the staging host is {shortName}SUF (default
                        .webflow.io; the emulator's is .localhost:8787)
  --no-collections      with --live: leave CMS item pages out (not with --items)
  --items               check the CMS items of every collection with a template page, in every
                        audited locale: the item fields that feed each item page's title and
                        description, with the page metadata's length rules (items/title-long,
                        items/description-empty, …). Which fields feed them is a template setting
                        the API does not give: with --live it is inferred from one published item
                        page per collection and locale (the title checked with the text the page
                        adds after it); without it, it is unknown and guessed from the fields'
                        names (the title from the item's name), as each finding says
  --forecast            after each site's audit, what publishing it would change on its staging
                        host (or --host): each page version saved since the host's last publish,
                        read live, with its rich results before → after, address changes and
                        their redirects, templates and the item pages they reach (forecast/…
                        results; in SARIF with baselineState against the live pages). The exit
                        status is then the forecast's: 1 only when a publish loses something —
                        a rich result Google shows now, or an address moved with no redirect —
                        whatever the audit's findings; 2 when a site or its forecast could not
                        be read
  --help                show this text

A finding of markup that secondary locales only inherit is reported once, on the primary locale's
page, with the locales that inherit it. Tokens are read from the environment only, never from the
command line, and never printed.
Exit status: 0 nothing at or above --fail-on, 1 findings at or above it, 2 usage errors, a refused
token (401/403), an unreachable service or any site that could not be audited; 130 or 143 when
stopped by SIGINT (Ctrl-C) or SIGTERM, its temporary files removed.`;
