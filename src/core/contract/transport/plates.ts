/**
 * Field rules: Russian registration plates of trucks and trailers, as typed and as stored (normalised).
 */
import { z } from 'zod'
import { Line } from '../common'

const plateLetters = 'АВЕКМНОРСТУХ'
const latinLookalikes: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
}

/** A registration plate as stored: upper case, no spaces or dashes, Latin look-alike letters as Cyrillic. */
export function normalizePlate(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[ABEKMHOPCTYX]/g, (letter) => latinLookalikes[letter] ?? letter)
}

const truckPlate = new RegExp(`^[${plateLetters}]\\d{3}[${plateLetters}]{2}\\d{2,3}$`)
const trailerPlate = new RegExp(`^[${plateLetters}]{2}\\d{4}\\d{2,3}$`)

/** Russian truck plate, e.g. `А123ВС 77` or `a123bc777` (stored as `А123ВС77`). */
export function isTruckPlate(value: string): boolean {
  return truckPlate.test(normalizePlate(value))
}
/** Russian trailer plate, e.g. `АВ 1234 16` (stored as `АВ123416`). */
export function isTrailerPlate(value: string): boolean {
  return trailerPlate.test(normalizePlate(value))
}

export const TruckNumber = Line.trim()
  .min(1)
  .max(20)
  .transform(normalizePlate)
  .pipe(z.string().regex(truckPlate, { message: 'invalid_format' }))
export const TrailerNumber = Line.trim()
  .min(1)
  .max(20)
  .transform(normalizePlate)
  .pipe(z.string().regex(trailerPlate, { message: 'invalid_format' }))
