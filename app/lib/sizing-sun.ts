/**
 * Clear-sky solar radiation (FAO-56, Allen et al. 1998, chapter 3): the ceiling a town's monthly
 * peak sun hours must stay under. Used by the unit tests that keep the climate figures honest.
 */

/** Solar constant, MJ m⁻² min⁻¹ (FAO-56). */
const SOLAR_CONSTANT = 0.082;

/** Day of the year of the 15th of each month (a non-leap year), January first. */
export const midMonthDay = [15, 46, 74, 105, 135, 166, 196, 227, 258, 288, 319, 349] as const;

/**
 * Extraterrestrial radiation Ra, kWh/m²/day, for a latitude (degrees, north positive) and a day of
 * the year: FAO-56 equations 21 (Ra), 23 (inverse relative distance Earth–Sun dr), 24 (solar
 * declination δ) and 25 (sunset hour angle ωs); MJ ÷ 3.6 = kWh.
 */
export function extraterrestrialRadiation(latitudeDeg: number, dayOfYear: number): number {
  const phi = (latitudeDeg * Math.PI) / 180;
  const dr = 1 + 0.033 * Math.cos((2 * Math.PI * dayOfYear) / 365);
  const delta = 0.409 * Math.sin((2 * Math.PI * dayOfYear) / 365 - 1.39);
  const ws = Math.acos(-Math.tan(phi) * Math.tan(delta));
  const megajoules =
    ((24 * 60) / Math.PI) *
    SOLAR_CONSTANT *
    dr *
    (ws * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(ws));
  return megajoules / 3.6;
}

/**
 * Clear-sky radiation Rso, kWh/m²/day, in a month (0 = January) at a latitude and an altitude
 * (m): Rso = (0.75 + 2·10⁻⁵ z) Ra (FAO-56 equation 37), Ra on the 15th of the month.
 */
export function clearSkyRadiation(latitudeDeg: number, altitudeM: number, month: number): number {
  const day = midMonthDay[month] ?? 15;
  return (0.75 + 2e-5 * altitudeM) * extraterrestrialRadiation(latitudeDeg, day);
}

/**
 * Highest plausible monthly mean of global radiation as a share of clear sky. A monthly mean
 * counts hazy, dusty and cloudy days too, so it stays well under a cloudless day's figure; 0.9 is
 * the tool's conservative ceiling (a figure above it would undersize the array). Company design
 * assumption, to be replaced by measured records.
 */
export const MAX_CLEAR_SKY_SHARE = 0.9;
