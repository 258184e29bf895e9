/**
 * Words for what a job fetches, checks or posts, that end its name said after the schedule as a word for a job does
 * ("hourly at :20 ramp weather", "daily 2330z NOTAM pull", "every 15 min fx rates", "weekdays 7am metar fetch"): a
 * thing or a fetching, never a place, a zone or a word of time. The name's other words are held to the name tests
 * as before (`labels.ts`): "every day at 9 vegas" stays refused, and so does "... 7am CAT forecast" (a zone's
 * letters right before).
 */
export const FETCHED_NOUN =
  /^(?:weather|forecasts?|metars?|tafs?|notams?|news|headlines|prices|rates|quotes|readings|stats|metrics|figures|numbers|scores|standings|feeds?|logs|pulls?|fetch|fetches|polls?|sweeps?|walks?|rounds?|counts?|readouts?|levels|totals|balances?|queue)$/;
