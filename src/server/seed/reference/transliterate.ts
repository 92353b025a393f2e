/**
 * Russian Cyrillic to Latin in the BGN/PCGN style GeoNames uses for Russian place names (Yekaterinburg,
 * Nizhniy Novgorod, Tol'yatti), so a Cyrillic alternate name can be compared with a GeoNames ASCII name, and a
 * name without any English form still gets a readable one.
 */

const letters: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'ë',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '"',
  ы: 'y',
  ь: "'",
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

const vowels = new Set('аеёиоуыэюяьъй')

/** BGN/PCGN: `е` and `ё` are `ye`/`yë` at the start of a word and after a vowel or a sign. */
export function transliterate(text: string): string {
  let out = ''
  let previous = ''
  for (const char of text) {
    const lower = char.toLowerCase()
    let latin = letters[lower]
    if (latin === undefined) {
      out += char
      previous = lower
      continue
    }
    if ((lower === 'е' || lower === 'ё') && (previous === '' || !/[а-яё]/.test(previous) || vowels.has(previous))) {
      latin = `y${latin}`
    }
    out += char !== lower ? latin.charAt(0).toUpperCase() + latin.slice(1) : latin
    previous = lower
  }
  return out
}

const latinDigraphs: [string, string][] = [
  ['shch', 'щ'],
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yë', 'ё'],
  ['ye', 'е'],
]
const latinLetters: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  ë: 'ё',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  z: 'з',
  "'": 'ь',
  '’': 'ь',
  '"': 'ъ',
}
const cyrillicVowels = /[аеёиоуыэюя]/

/**
 * The reverse, for the few places GeoNames names only in Latin: BGN/PCGN back to Cyrillic (Yuzhnyy → Южный,
 * Zavety Il’icha → Заветы Ильича, Pervomayskoye → Первомайское). Approximate by nature, but readable.
 */
export function cyrillicFromLatin(text: string): string {
  let out = ''
  let i = 0
  const lower = text.toLowerCase()
  while (i < text.length) {
    const upper = text[i] !== lower[i]
    const wordStart = i === 0 || !/[a-zë'’"]/.test(lower[i - 1]!)
    let cyr: string | undefined
    let length = 1
    const digraph = latinDigraphs.find(([latin]) => lower.startsWith(latin, i))
    if (digraph) {
      cyr = digraph[1]
      length = digraph[0].length
    } else if (lower[i] === 'y') {
      // y: й after a vowel and at the end of -yy, ы after a consonant (Yuzhnyy → Южный, Zhatay → Жатай).
      const previous = out.slice(-1).toLowerCase()
      const wordEnd = !/[a-z]/.test(lower[i + 1] ?? '')
      cyr = (previous === 'ы' && wordEnd) || (previous !== 'ы' && cyrillicVowels.test(previous)) ? 'й' : 'ы'
    } else if (lower[i] === 'e' && wordStart) {
      cyr = 'э'
    } else {
      cyr = latinLetters[lower[i]!]
    }
    if (cyr === undefined) {
      out += text[i]
    } else {
      out += upper ? cyr.charAt(0).toUpperCase() + cyr.slice(1) : cyr
    }
    i += length
  }
  return out
}
