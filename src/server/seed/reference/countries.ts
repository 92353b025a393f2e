/**
 * The countries the exchange knows: Russia and its neighbours on the roads freight takes (the EAEU and CIS,
 * the Baltic states, Finland, Poland, Mongolia). The fixed id of each country place, its names, its population
 * (rounded, for ranking), and which of its cities are loaded besides the capital.
 */
export interface Country {
  /** The id of the country's row in `places` (countries take 1..99, regions 100..199, cities their GeoNames id). */
  id: number
  code: string
  ru: string
  en: string
  population: number
}

export const countries: Country[] = [
  { id: 1, code: 'RU', ru: 'Россия', en: 'Russia', population: 146_000_000 },
  { id: 2, code: 'BY', ru: 'Беларусь', en: 'Belarus', population: 9_200_000 },
  { id: 3, code: 'KZ', ru: 'Казахстан', en: 'Kazakhstan', population: 20_000_000 },
  { id: 4, code: 'UZ', ru: 'Узбекистан', en: 'Uzbekistan', population: 36_000_000 },
  { id: 5, code: 'KG', ru: 'Киргизия', en: 'Kyrgyzstan', population: 7_000_000 },
  { id: 6, code: 'TJ', ru: 'Таджикистан', en: 'Tajikistan', population: 10_000_000 },
  { id: 7, code: 'TM', ru: 'Туркменистан', en: 'Turkmenistan', population: 6_400_000 },
  { id: 8, code: 'AM', ru: 'Армения', en: 'Armenia', population: 3_000_000 },
  { id: 9, code: 'AZ', ru: 'Азербайджан', en: 'Azerbaijan', population: 10_100_000 },
  { id: 10, code: 'GE', ru: 'Грузия', en: 'Georgia', population: 3_700_000 },
  { id: 11, code: 'MN', ru: 'Монголия', en: 'Mongolia', population: 3_400_000 },
  { id: 12, code: 'FI', ru: 'Финляндия', en: 'Finland', population: 5_600_000 },
  { id: 13, code: 'EE', ru: 'Эстония', en: 'Estonia', population: 1_370_000 },
  { id: 14, code: 'LV', ru: 'Латвия', en: 'Latvia', population: 1_880_000 },
  { id: 15, code: 'LT', ru: 'Литва', en: 'Lithuania', population: 2_860_000 },
  { id: 16, code: 'PL', ru: 'Польша', en: 'Poland', population: 36_800_000 },
]

/** Neighbours' cities loaded besides the capital: all over this population… */
export const foreignCityMinPopulation = 300_000
/** …and every regional centre (PPLA) of the closest trading partners. */
export const allRegionalCentres = new Set(['BY', 'KZ'])

/**
 * Names the automatic choice gets wrong or that have a settled form of their own, by GeoNames id: exonyms
 * (Санкт-Петербург, Улан-Батор), Russian usage for neighbours' cities (Ашхабад, Гродно, Уральск) and renamed
 * towns.
 */
export const nameOverrides: Record<number, { ru?: string; en?: string }> = {
  498817: { ru: 'Санкт-Петербург' },
  501175: { en: 'Rostov-on-Don' },
  467525: { ru: 'Емва' },
  831137: { ru: 'Светлый' },
  489063: { ru: 'Старая Станица' },
  2028462: { ru: 'Улан-Батор' },
  162183: { ru: 'Ашхабад' },
  593116: { ru: 'Вильнюс' },
  3083829: { ru: 'Щецин' },
  588409: { ru: 'Таллин' },
  625665: { ru: 'Могилёв', en: 'Mogilev' },
  627907: { en: 'Gomel' },
  627904: { ru: 'Гродно', en: 'Grodno' },
  765876: { ru: 'Люблин' },
  586523: { ru: 'Гянджа' },
  610611: { ru: 'Актобе', en: 'Aktobe' },
  608668: { ru: 'Уральск', en: 'Oral' },
  1522203: { ru: 'Кокшетау' },
  1518542: { ru: 'Талдыкорган', en: 'Taldykorgan' },
  609655: { en: 'Karaganda' },
  1216265: { en: 'Samarkand' },
  1514588: { en: 'Andijan' },
  1521368: { en: 'Baikonur' },
}
