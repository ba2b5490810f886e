/**
 * The forecast as protocol messages. `publish.forecast` starts the forecast of a publish to the
 * chosen hosts (or joins the one in flight for the same choice) and answers at once with its
 * progress; the page follows it with `publish.getForecast`, which answers the progress and, once
 * done, the forecast.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../../core/messaging/schemas';
import type { AfterCheck, Forecast, ForecastProgress } from './forecast-types';

/** The forecast messages, merged into the publish feature's. */
export const forecastMessages = {
  /**
   * Starts forecasting a publish to the chosen hosts (`pageId`: that page alone). `fresh` reads
   * what is saved again; otherwise what was read for the site in the last minutes is reused and
   * only hosts not forecast yet are read.
   */
  forecast: {
    request: z
      .object({
        siteId: id,
        staging: z.boolean(),
        customDomainIds: z.array(id).max(100),
        pageId: id.optional(),
        fresh: z.boolean().optional(),
      })
      .strict(),
    response: out<ForecastProgress>(),
  },
  /**
   * The forecast's progress and, once done, the forecast (null before any); after its publish,
   * the check of the published hosts against it.
   */
  getForecast: {
    request: z.object({ siteId: id }).strict(),
    response: out<{
      progress: ForecastProgress | null;
      forecast: Forecast | null;
      after: AfterCheck | null;
    }>(),
  },
} as const;
