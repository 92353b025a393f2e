/**
 * Contracts between a shipper and the carrier of an approved response. Whoever makes a contract signs it; the
 * other side's signature makes it `signed` and puts the cargo to work. Every step locks the response or the
 * contract and goes through `contractTransitions`; one live contract per response is a unique index.
 */
import type { FastifyInstance } from 'fastify'
import {
  cargoContracts,
  carrierArchiveContract,
  carrierCreateContract,
  carrierCreateContractsAuto,
  listMyContracts,
  shipperConfirmContract,
  shipperContractStatus,
  shipperCreateContract,
} from '../../../core/contract/responses'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { callerAnswers } from '../caller-answers'
import { ownCompanyId } from '../companies/access'
import { checkTransport } from '../transport/truck-repository'
import { sideOf } from './access'
import { contractAnswer, toContract } from './contract-answers'
import * as contracts from './contract-repository'

export function registerContractRoutes(app: FastifyInstance, { db }: AppContext) {
  const remembered = callerAnswers(db, listMyContracts)
  route(app, listMyContracts, (ctx) =>
    remembered(ctx, async () => {
      const { query, me, lang } = ctx
      const filter = query.filter ?? {}
      const { rows, size } = await contracts.listContractRows(db, sideOf(me), ownCompanyId(me), filter, query)
      return { data: rows.map((row) => toContract(row, lang)), meta: { size } }
    }),
  )

  route(app, cargoContracts, async ({ params, me, lang }) => {
    const rows = await contracts.cargoContractRows(db, params.id, ownCompanyId(me))
    return { data: rows.map((row) => toContract(row, lang)), meta: { size: rows.length } }
  })

  route(app, shipperCreateContract, async ({ body, me, lang }) => {
    const id = await contracts.shipperMakeContract(db, body.response_id, me, ownCompanyId(me), lang)
    return { data: await contractAnswer(db, id, lang) }
  })

  route(app, shipperConfirmContract, async ({ body, me, lang }) => {
    await contracts.shipperSignContract(db, body.contract_id, me, ownCompanyId(me), lang)
    return { data: await contractAnswer(db, body.contract_id, lang) }
  })

  route(app, shipperContractStatus, async ({ body, me, lang }) => {
    await contracts.shipperEndContract(db, body.contract_id, body.status, me, ownCompanyId(me), lang)
    return { data: await contractAnswer(db, body.contract_id, lang) }
  })

  route(app, carrierCreateContract, async ({ body, me, lang }) => {
    const companyId = ownCompanyId(me)
    await checkTransport(db, companyId, body.transport_id)
    const id = await contracts.carrierMakeContract(db, body.response_id, body.transport_id, me, companyId, lang)
    return { data: await contractAnswer(db, id, lang) }
  })

  route(app, carrierCreateContractsAuto, async ({ me, lang }) => {
    const ids = await contracts.carrierMakeAllContracts(db, me, ownCompanyId(me), lang)
    const rows = await contracts.contractRowsByIds(db, ids)
    return { data: rows.map((row) => toContract(row, lang)), meta: { size: rows.length } }
  })

  route(app, carrierArchiveContract, async ({ body, me, lang }) => {
    await contracts.archiveContract(db, body.contract_id, ownCompanyId(me), lang)
    return { data: await contractAnswer(db, body.contract_id, lang) }
  })
}
