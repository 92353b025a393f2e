/**
 * The 1C client-bank exchange file (`1CClientBankExchange`, format 1.03): the text 1C:Enterprise accounting imports
 * as payment orders ("Обмен с банком" → import). Lines `Key=Value`, CRLF, Windows-1251 (`Кодировка=Windows`); a
 * header, the payer's account section, one `СекцияДокумент=Платежное поручение … КонецДокумента` per payment, and
 * `КонецФайла`. Amounts in roubles with a dot and two decimals, dates `DD.MM.YYYY`.
 */
import { VAT_RATE, vatOf } from '../../../core/contract/finance'

export interface BankDetails {
  name: string
  inn: string
  kpp: string | null
  account: string
  bank_name: string
  bik: string
  correspondent_account: string
}

export interface PaymentOrder {
  number: number
  /** `YYYY-MM-DD` */
  date: string
  /** minor units */
  amount: number
  payer: BankDetails
  payee: BankDetails
  purpose: string
}

const rub = (minor: number) => (minor / 100).toFixed(2)
export const ruDay = (day: string) => day.split('-').reverse().join('.')
/** `1 234,56` as Russian payment purposes write roubles. */
export const rubText = (minor: number) =>
  `${Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}-${String(minor % 100).padStart(2, '0')}`

/** The purpose line of an advance: what for, under which contract, and the VAT inside. */
export function advancePurpose(p: {
  contractNumber: string
  contractDate: string
  orderNumber: string
  from: string
  to: string
  amount: number
}): string {
  return (
    `Аванс по договору-заявке № ${p.contractNumber} от ${ruDay(p.contractDate)} (заказ ${p.orderNumber}) ` +
    `за перевозку груза ${p.from} — ${p.to}. В т.ч. НДС ${VAT_RATE}% ${rubText(vatOf(p.amount))} руб.`
  )
}

/** One line per value; `=` and line breaks cannot be part of a value (1C reads up to the line's end). */
const clean = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

/** An instant's day (`YYYY-MM-DD`) and time (`HH:MM:SS`) on the wall clock of a time zone. */
export function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` }
}

/** The file's creation day and time are on the wall clock of `timeZone` (the exporting user's, as their screen). */
export function clientBankExchange(
  orders: readonly PaymentOrder[],
  {
    created = new Date(),
    sender = 'Биржа грузоперевозок',
    timeZone = 'Europe/Moscow',
  }: { created?: Date; sender?: string; timeZone?: string } = {},
): string {
  const clock = wallClock(created, timeZone)
  const day = ruDay(clock.day)
  const time = clock.time
  const days = orders.map((o) => o.date).sort()
  const accounts = [...new Set(orders.map((o) => o.payer.account).filter(Boolean))]
  const lines: [string, string][] = [
    ['ВерсияФормата', '1.03'],
    ['Кодировка', 'Windows'],
    ['Отправитель', sender],
    ['Получатель', ''],
    ['ДатаСоздания', day],
    ['ВремяСоздания', time],
    ['ДатаНачала', ruDay(days[0] ?? clock.day)],
    ['ДатаКонца', ruDay(days.at(-1) ?? clock.day)],
    ...accounts.map((account): [string, string] => ['РасчСчет', account]),
    ['Документ', 'Платежное поручение'],
  ]
  const party = (prefix: 'Плательщик' | 'Получатель', d: BankDetails): [string, string][] => [
    [`${prefix}Счет`, d.account],
    [prefix, `ИНН ${d.inn} ${d.name}`],
    [`${prefix}ИНН`, d.inn],
    [`${prefix}КПП`, d.kpp ?? ''],
    [`${prefix}1`, d.name],
    [`${prefix}РасчСчет`, d.account],
    [`${prefix}Банк1`, d.bank_name],
    [`${prefix}БИК`, d.bik],
    [`${prefix}Корсчет`, d.correspondent_account],
  ]
  const body = orders.flatMap((o): [string, string][] => [
    ['СекцияДокумент', 'Платежное поручение'],
    ['Номер', String(o.number)],
    ['Дата', ruDay(o.date)],
    ['Сумма', rub(o.amount)],
    ...party('Плательщик', o.payer),
    ...party('Получатель', o.payee),
    ['ВидПлатежа', ''],
    ['ВидОплаты', '01'],
    ['Очередность', '5'],
    ['НазначениеПлатежа', o.purpose],
    ['КонецДокумента', ''],
  ])
  const text = [
    '1CClientBankExchange',
    ...[...lines, ...body].map(([key, value]) => (key === 'КонецДокумента' ? key : `${key}=${clean(value)}`)),
    'КонецФайла',
  ]
  return `${text.join('\r\n')}\r\n`
}

// Windows-1251: the table is read from the platform's own decoder (WHATWG encodings), not typed in by hand.
const decoder = new TextDecoder('windows-1251')
const toByte = new Map<string, number>()
for (let byte = 0x80; byte <= 0xff; byte++) {
  const char = decoder.decode(Uint8Array.of(byte))
  if (char !== '\ufffd') toByte.set(char, byte)
}

/** Text as Windows-1251 bytes; a character the code page lacks becomes `?`. */
export function encodeWindows1251(text: string): Buffer {
  const out = Buffer.alloc(text.length)
  let n = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f
    out[n++] = code < 0x80 ? code : (toByte.get(char) ?? 0x3f)
  }
  return out.subarray(0, n)
}

export interface ParsedExchange {
  header: Record<string, string[]>
  documents: Record<string, string>[]
}

/** Reads an exchange file back (as 1C does): the header's keys and each document section's keys. */
export function parseClientBankExchange(bytes: Uint8Array): ParsedExchange {
  const lines = decoder.decode(bytes).split('\r\n')
  if (lines[0] !== '1CClientBankExchange') throw new Error('not a 1CClientBankExchange file')
  const header: Record<string, string[]> = {}
  const documents: Record<string, string>[] = []
  let current: Record<string, string> | null = null
  for (const line of lines.slice(1)) {
    if (line === '' || line === 'КонецФайла') continue
    if (line === 'КонецДокумента') {
      if (current) documents.push(current)
      current = null
      continue
    }
    const at = line.indexOf('=')
    if (at < 0) throw new Error(`a line without "=": ${line}`)
    const key = line.slice(0, at)
    const value = line.slice(at + 1)
    if (key === 'СекцияДокумент') current = { [key]: value }
    else if (current) current[key] = value
    else header[key] = [...(header[key] ?? []), value]
  }
  if (current) throw new Error('a document section without КонецДокумента')
  return { header, documents }
}
