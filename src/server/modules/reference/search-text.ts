/** Normalising what people type into search boxes, the same way the search indexes normalise the names. */

/** Lower case, ё as е, hyphens as spaces, single spaces: `Ростов-на-Дону` → `ростов на дону`. */
export function searchKey(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/-/g, ' ').replace(/\s+/g, ' ').trim()
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

const latinKeys = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const cyrillicKeys = 'йцукенгшщзхъфывапролджэячсмитьбюё'

/**
 * The text as if typed with the other keyboard layout (`rfpfym` → `казань`, `ьщысщц` → `moscow`), or null when
 * it mixes both alphabets or has nothing to switch.
 */
export function switchLayout(text: string): string | null {
  const lower = text.toLowerCase()
  const latin = /^[a-z[\];',.`\s-]+$/.test(lower) && /[a-z[\];',.`]/.test(lower)
  const cyrillic = /^[а-яё\s-]+$/.test(lower) && /[а-яё]/.test(lower)
  if (!latin && !cyrillic) return null
  const [from, to] = latin ? [latinKeys, cyrillicKeys] : [cyrillicKeys, latinKeys]
  return [...lower].map((c) => (from.includes(c) ? to[from.indexOf(c)] : c)).join('')
}
