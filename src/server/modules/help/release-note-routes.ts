/** Release notes: the list (unread ones for the "what's new" dialog) and marking them read. */
import type { FastifyInstance } from 'fastify'
import { listReleaseNotes, readReleaseNotes } from '../../../core/contract/help'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { toReleaseNote } from './answers'
import { markNotesRead, notesOf } from './release-note-repository'

export function registerReleaseNoteRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listReleaseNotes, async ({ me, query, lang }) => {
    const { rows, size } = await notesOf(db, me.id, {
      limit: query.limit,
      offset: query.offset,
      ...(query.filter?.unread !== undefined ? { unread: query.filter.unread } : {}),
    })
    return { data: rows.map((row) => toReleaseNote(row, lang)), meta: { size } }
  })

  route(app, readReleaseNotes, async ({ me, body }) => {
    return { data: await markNotesRead(db, me.id, 'all' in body ? 'all' : body.ids) }
  })
}
