/**
 * Whether the reader's country takes part: a promotion without countries holds everywhere; an
 * unknown country cannot be told (null), so the page says where it holds instead.
 */
export function countryTakesPart(
  countryCodes: readonly string[],
  readerCountry: string | null,
): boolean | null {
  if (countryCodes.length === 0) return true;
  if (!readerCountry) return null;
  return countryCodes.includes(readerCountry);
}
