/** Advance payments: the shipper's list, one, approve and the 1C export; the carrier's list and request. */
import type { FastifyInstance } from 'fastify'
import { dayIn, isoDay } from '../../../core/contract/days'
import {
  approveAdvancePayment,
  exportAdvancePayments,
  getAdvancePayment,
  listAdvancePayments,
  listCarrierAdvancePayments,
  requestAdvancePayment,
} from '../../../core/contract/finance'
import type { PaymentJson } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { HttpError } from '../../http/errors'
import { route } from '../../http/route'
import { callerAnswers, financeTables } from '../caller-answers'
import { ownCompanyId } from '../companies/access'
import { orderNumber } from '../orders/labels'
import {
  approveAdvance,
  type ExportRow,
  exportAdvances,
  findAdvance,
  listAdvanceRows,
  requestAdvance,
} from './advance-repository'
import { contractNumber, toAdvance } from './answers'
import { advancePurpose, type BankDetails, clientBankExchange, encodeWindows1251 } from './client-bank'

function details(name: string, inn: string, kpp: string | null, payment: PaymentJson | null): BankDetails {
  if (!payment?.account) throw new HttpError(409, 'bank_details_missing', { company: name })
  return {
    name,
    inn,
    kpp,
    account: payment.account,
    bank_name: payment.bank_name,
    bik: payment.bik,
    correspondent_account: payment.correspondent_account,
  }
}

function paymentOrder(row: ExportRow, today: string) {
  const amount = Number(row.amount)
  return {
    number: row.id,
    date: today,
    amount,
    payer: details(row.payer_name, row.payer_inn, row.payer_kpp, row.payer_payment),
    payee: details(row.payee_name, row.payee_inn, row.payee_kpp, row.payee_payment),
    purpose: advancePurpose({
      contractNumber: contractNumber(row.contract_id),
      contractDate: isoDay(new Date(row.contract_date)),
      orderNumber: orderNumber(row.order_id),
      from: row.start_name_ru,
      to: row.finish_name_ru,
      amount,
    }),
  }
}

export function registerAdvanceRoutes(app: FastifyInstance, { db }: AppContext) {
  const shipperList = callerAnswers(db, listAdvancePayments, financeTables)
  route(app, listAdvancePayments, (ctx) =>
    shipperList(ctx, async () => {
      const owner = { side: 'shipper' as const, companyId: ownCompanyId(ctx.me) }
      const { rows, size, totals } = await listAdvanceRows(db, owner, ctx.query)
      return { data: rows.map((row) => toAdvance(row, ctx.lang)), meta: { size, totals } }
    }),
  )

  const carrierList = callerAnswers(db, listCarrierAdvancePayments, financeTables)
  route(app, listCarrierAdvancePayments, (ctx) =>
    carrierList(ctx, async () => {
      const owner = { side: 'carrier' as const, companyId: ownCompanyId(ctx.me) }
      const { rows, size, totals } = await listAdvanceRows(db, owner, ctx.query)
      return { data: rows.map((row) => toAdvance(row, ctx.lang)), meta: { size, totals } }
    }),
  )

  route(app, getAdvancePayment, async ({ params, me, lang }) => ({
    data: toAdvance(await findAdvance(db, { side: 'shipper', companyId: ownCompanyId(me) }, params.id), lang),
  }))

  route(app, approveAdvancePayment, async ({ params, me, lang }) => {
    const companyId = ownCompanyId(me)
    await approveAdvance(db, companyId, params.id, me.id)
    return { data: toAdvance(await findAdvance(db, { side: 'shipper', companyId }, params.id), lang) }
  })

  route(app, requestAdvancePayment, async ({ body, me, lang }) => {
    const companyId = ownCompanyId(me)
    const id = await requestAdvance(db, companyId, body.order_id, body.percent, me.id)
    return { data: toAdvance(await findAdvance(db, { side: 'carrier', companyId }, id), lang) }
  })

  route(app, exportAdvancePayments, async ({ body, me, reply }) => {
    const companyId = ownCompanyId(me)
    // the day and time the file names are the exporting user's, as their screen shows them
    const user = await db.selectFrom('users').select('timezone').where('id', '=', me.id).executeTakeFirst()
    const timeZone = user?.timezone ?? 'Europe/Moscow'
    const created = new Date()
    const today = dayIn(timeZone, created)
    // the file is made inside the export's transaction: missing bank details undo the "exported" marks
    const file = await exportAdvances(db, companyId, body.ids, (rows) =>
      clientBankExchange(
        rows.map((row) => paymentOrder(row, today)),
        { created, timeZone },
      ),
    )
    reply
      .header('content-type', 'text/plain; charset=windows-1251')
      .header('content-disposition', `attachment; filename="kl_to_1c_${today}.txt"`)
      .header('cache-control', 'private, no-store')
    return encodeWindows1251(file)
  })
}
