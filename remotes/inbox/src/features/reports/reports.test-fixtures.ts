import { type SeriesCounts, seriesOrder } from './reports.types';

/** Every series of an activity report at 0, for a test to set the few it is about. */
export const zeros = () => Object.fromEntries(seriesOrder.map((series) => [series, 0])) as SeriesCounts;
