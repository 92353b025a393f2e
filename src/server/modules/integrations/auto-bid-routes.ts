/** Auto-bid trades: the carrier's settings (saving one runs the auto-bidder at once), its bids and their status. */
import type { FastifyInstance } from 'fastify'
import {
  listAutoBidSettings,
  listAutoBids,
  saveAutoBidSetting,
  setAutoBidStatus,
} from '../../../core/contract/integrations'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { bidderCompany } from './access'
import { bid, bids, runAutoBids, saveSetting, setBidStatus, settings } from './auto-bid-repository'

export function registerAutoBidRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listAutoBidSettings, async ({ me, lang }) => {
    const rows = await settings(db, bidderCompany(me), lang)
    return { data: rows, meta: { size: rows.length } }
  })

  route(app, saveAutoBidSetting, async ({ me, body, lang }) => {
    const companyId = bidderCompany(me)
    const id = await saveSetting(db, companyId, me.id, body)
    await runAutoBids(db)
    const [row] = await settings(db, companyId, lang, id)
    return { data: row! }
  })

  route(app, listAutoBids, async ({ me, query, lang }) => {
    const { rows, size } = await bids(
      db,
      bidderCompany(me),
      { settingId: query.filter?.setting_id, outcome: query.filter?.outcome, limit: query.limit, offset: query.offset },
      lang,
    )
    return { data: rows, meta: { size } }
  })

  route(app, setAutoBidStatus, async ({ me, params, body, lang }) => {
    const companyId = bidderCompany(me)
    await setBidStatus(db, companyId, params.id, body.status)
    return { data: await bid(db, companyId, params.id, lang) }
  })
}
