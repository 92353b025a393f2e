/**
 * Release notes (spec 3 "Release notes (news updates)"; spec 7 `v2/panel/release-notes?filter[unread]=1`): what
 * changed in each version, in the request language, and whether the caller has read it. The "what's new" dialog
 * shows the unread ones after an update and marks them read.
 */
import { z } from 'zod'
import { dataOf, Id, listOf, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'

const tags = ['help']

export const ReleaseNote = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  /** Plain text, paragraphs and `- ` items separated by line feeds (never HTML). */
  body: z.string(),
  published_at: Timestamp,
  is_read: z.boolean(),
})
export type ReleaseNote = z.infer<typeof ReleaseNote>

const QueryFlag = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0' || value === '') return false
  return value
}, z.boolean())

export const listReleaseNotes = defineEndpoint({
  method: 'GET',
  path: 'v2/panel/release-notes',
  summary: 'Release notes, newest first, in the request language; filter[unread]=1 keeps those the caller has not read',
  tags,
  access: 'user',
  query: z.object({
    ...pageQuery(20, 100),
    filter: z.strictObject({ unread: QueryFlag.optional() }).optional(),
  }),
  response: listOf(ReleaseNote),
})

export const readReleaseNotes = defineEndpoint({
  method: 'POST',
  path: 'v2/panel/release-notes/read',
  summary:
    'Marks release notes read for the caller (ids), or every published one (all=true); answers how many are left unread',
  tags,
  access: 'user',
  body: z.union([z.strictObject({ ids: z.array(Id).min(1).max(100) }), z.strictObject({ all: z.literal(true) })]),
  response: dataOf(z.object({ updated: z.number().int().nonnegative(), unread: z.number().int().nonnegative() })),
})
