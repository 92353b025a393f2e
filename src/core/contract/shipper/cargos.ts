/**
 * The shipper's cargos as its company sees them: the entity, the list tabs and filter, reading, deleting, taking
 * into work and the status actions.
 */
import { z } from 'zod'
import { CARGO_PAGE_SIZE, CalendarDay, Cargo, CargoPoint, CargoSort, CargoStage, PriceMode } from '../cargo'
import { dataOf, Id, IdParams, listOf, Ok, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { StaffMember } from '../entities'
import { AuctionSummary } from '../responses'
import { BodyId, shippers, tags } from './fields'
import { CargoAction } from './stages'

/** Who answers for a cargo in work (spec 3 "Staff"); type `system_assistant` = nobody is assigned. */
export const Responsible = StaffMember.pick({ id: true, name: true, full_name: true, type: true })
export type Responsible = z.infer<typeof Responsible>

/** A cargo as its shipper company sees it: the public entity plus its route, terms and who works on it. */
export const ShipperCargo = Cargo.extend({
  points: z.array(CargoPoint),
  additional_conditions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  additional_equipments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  price_mode: PriceMode,
  vat: z.number().int().nullable(),
  contact_user_ids: z.array(z.number().int()),
  created_by: z.number().int().nullable(),
  /** The system assistant while nobody is assigned (spec 3, 9). */
  responsible: Responsible.nullable(),
  /** Whether the caller may still edit and delete it (a draft or available). */
  editable: z.boolean(),
  /** Status actions allowed from its stage. */
  actions: z.array(CargoAction),
  /** Its auction, if one was ever started (`POST shipper/cargos/:id/auction`). */
  auction: AuctionSummary.nullable(),
  /** A carrier holds it: one of its responses is accepted or further on (no auction can start then). */
  taken: z.boolean(),
  /**
   * Minor units: the price agreed with the carrier holding it (its signed or pending contract's, else its accepted
   * response's); null while nobody holds it. The lists show it in place of the posted `price`.
   */
  agreed_price: z.number().int().nullable(),
  /**
   * Available, but its loading window has passed everywhere (its last loading day is before the earliest today on
   * Earth): it has left the search and the carriers' lists until the shipper renews it with new dates.
   */
  expired: z.boolean(),
  updated_at: Timestamp,
})
export type ShipperCargo = z.infer<typeof ShipperCargo>

export const shipperTabs = ['available', 'in-work', 'contract'] as const
export const ShipperTab = z.enum(shipperTabs)
export type ShipperTab = z.infer<typeof ShipperTab>
/** The stages each tab lists: drafts sit with the available cargos until they are published. */
export const tabStages: Record<ShipperTab, readonly CargoStage[]> = {
  available: ['draft', 'available'],
  'in-work': ['in_work'],
  contract: ['contract'],
}

const QueryBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return value
}, z.boolean())

/**
 * Spec 5: the lists show the caller's own cargos (`own=true`: posted by or assigned to the caller) unless
 * `company_staff` names a staff member, whose cargos are listed instead; `own=false` lists the whole company's.
 */
export const ShipperFilter = z.strictObject({
  stage: CargoStage.optional(),
  own: QueryBoolean.optional(),
  company_staff: Id.optional(),
})

const listQuery = {
  ...pageQuery(CARGO_PAGE_SIZE, 100),
  sort: CargoSort.default('-created_at'),
  filter: ShipperFilter.optional(),
}

export const deleteCargo = defineEndpoint({
  method: 'DELETE',
  path: 'shipper/cargos/:id',
  summary: 'Delete a cargo (draft or available only; else 409)',
  tags,
  access: shippers,
  params: IdParams,
  response: Ok,
})

export const listShipperCargos = defineEndpoint({
  method: 'GET',
  path: 'shipper/cargos',
  summary:
    "The company's cargos by tab (available = draft and available, in-work, contract) or filter[stage]; own=true unless filter[company_staff]",
  tags,
  access: shippers,
  query: z.object({ ...listQuery, tab: ShipperTab.optional() }),
  response: listOf(ShipperCargo),
})

export const listShipperCargosInWork = defineEndpoint({
  method: 'GET',
  path: 'shipper/cargos/in-work',
  summary: "The company's cargos in work (own=true unless filter[company_staff])",
  tags,
  access: shippers,
  query: z.object(listQuery),
  response: listOf(ShipperCargo),
})

export const getShipperCargo = defineEndpoint({
  method: 'GET',
  path: 'shipper/cargos/:id',
  summary: 'One cargo of the company, with its points, terms, responsible and allowed actions',
  tags,
  access: shippers,
  params: IdParams,
  response: dataOf(ShipperCargo),
})

export const setCargoStage = defineEndpoint({
  method: 'POST',
  path: 'shipper/cargos/:id/stage',
  summary:
    'Take a cargo into work with a responsible employee (from available, or another responsible while in work); the system assistant cannot be assigned',
  tags,
  access: shippers,
  params: IdParams,
  body: z.strictObject({ stage: z.literal('in_work'), user_id: BodyId }),
  response: dataOf(ShipperCargo),
})

const RenewCargoInput = z.strictObject({ load_date: CalendarDay })

export const renewCargo = defineEndpoint({
  method: 'POST',
  path: 'shipper/cargos/:id/renew',
  summary:
    'Renew a cargo with new dates: every point moves by the days between its first loading day and `load_date` (today or later in the caller’s time zone); a draft or available cargo, expired or not',
  tags,
  access: shippers,
  params: IdParams,
  body: RenewCargoInput,
  response: dataOf(ShipperCargo),
})

/**
 * The renew dialog's check: the body, with the new day not before the user's own today (the browser's day; the
 * server checks again in the user's time zone).
 */
export const renewCargoForm = (today: string) =>
  RenewCargoInput.refine((input) => input.load_date >= today, { path: ['load_date'], message: 'date_in_past' })

export const changeCargoStatus = defineEndpoint({
  method: 'POST',
  path: 'shipper/cargos/:id/:status',
  summary: 'A status action: publish, unpublish, cancel, complete, restore; not allowed from the stage: 409',
  tags,
  access: shippers,
  params: z.strictObject({ id: Id, status: CargoAction }),
  response: dataOf(ShipperCargo),
})
