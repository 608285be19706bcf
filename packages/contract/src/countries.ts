/**
 * ISO 3166-1 alpha-2 country codes by continent, used to answer `/constant/country` (continent.code)
 * from a trusted country header, and to decide who must see the EU data-transfer statement.
 */
export const continentCodes = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type ContinentCode = (typeof continentCodes)[number];

const countriesByContinent: Record<ContinentCode, string> = {
  AF: 'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  AN: 'AQ BV GS HM TF',
  AS: 'AE AF AM AZ BD BH BN BT CC CN CX GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TL TM TR TW UZ VN YE',
  EU: 'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK',
  NA: 'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT US VC VG VI',
  OC: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
  SA: 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
};

const continentOfCountry = new Map<string, ContinentCode>();
for (const continent of continentCodes) {
  for (const country of countriesByContinent[continent].split(' '))
    continentOfCountry.set(country, continent);
}

export function continentOf(countryCode: string): ContinentCode | undefined {
  return continentOfCountry.get(countryCode.toUpperCase());
}

export function isCountryCode(value: string): boolean {
  return continentOfCountry.has(value.toUpperCase());
}

/** Member states of the European Union and the EEA, whose visitors get the EU consent steps. */
export const euCountryCodes: readonly string[] =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' ');
