/**
 * Guided tours (spec 3 "Tutorials: list, current step per tutorial id"; spec 7 `v2/panel/help-guides`): one tour
 * per main screen, its steps in the request language, and where the caller stopped. A step points at a real
 * element of the screen by `target`: CSS selectors joined by ` >>> `, each one searched inside the open shadow root
 * of the element the previous one found (a widget's insides), so a tour walks widgets as well as host screens.
 */
import { z } from 'zod'
import { dataOf, IdParams, listOf, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'

const tags = ['help']

export const GuideStep = z.object({
  /** `fx-cargo-search >>> [part=filters]`: a selector path through shadow roots; null for a step in the middle. */
  target: z.string().nullable(),
  title: z.string(),
  text: z.string(),
})
export type GuideStep = z.infer<typeof GuideStep>

export const guideStatuses = ['new', 'started', 'finished'] as const
export const GuideStatus = z.enum(guideStatuses)
export type GuideStatus = z.infer<typeof GuideStatus>

export const HelpGuide = z.object({
  id: z.number().int(),
  /** The host route the tour is for (`cargos-search`, `order`, `transport-calendar`, ...). */
  route: z.string(),
  title: z.string(),
  description: z.string(),
  steps: z.array(GuideStep),
  /** Where the caller stopped (0-based): a resumed tour starts here. */
  step: z.number().int().nonnegative(),
  status: GuideStatus,
  updated_at: Timestamp.nullable(),
})
export type HelpGuide = z.infer<typeof HelpGuide>

export const listHelpGuides = defineEndpoint({
  method: 'GET',
  path: 'v2/panel/help-guides',
  summary: "The guided tours for the caller's roles, in the request language, each with the step the caller stopped at",
  tags,
  access: 'user',
  response: listOf(HelpGuide),
})

export const changeGuideStep = defineEndpoint({
  method: 'POST',
  path: 'v2/panel/help-guides/:id/change-step',
  summary:
    'Stores the step the caller reached in a tour (0-based, at most the last step); finished=true marks the tour done, a step without it (re)opens it',
  tags,
  access: 'user',
  params: IdParams,
  body: z.strictObject({
    step: z.number().int().min(0).max(100),
    finished: z.boolean().optional(),
  }),
  response: dataOf(HelpGuide),
})
