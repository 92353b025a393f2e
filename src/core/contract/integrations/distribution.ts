/**
 * Contact distribution (spec 3 "Contact relation"): which staff member handles the orders of which partner's
 * contact. An imported row names its contact (the mapped `contact` column: a name or an e-mail of the partner's
 * person); the order is assigned to the staff member of the matching relation (the contact compared without
 * regard to case and surrounding spaces).
 */
import { z } from 'zod'
import { dataOf, IdParams, Line, listOf, Ok, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { BodyId, integrators, Ref, tags } from './fields'

export const ContactRelation = z.object({
  id: z.number().int(),
  partner: Ref,
  contact: z.string(),
  user: Ref,
  /** Orders assigned by this relation. */
  orders_count: z.number().int(),
  created_at: Timestamp,
})
export type ContactRelation = z.infer<typeof ContactRelation>

const relationBody = z.strictObject({
  partner_id: BodyId,
  contact: Line.trim().min(2).max(200),
  user_id: BodyId,
})

export const listContacts = defineEndpoint({
  method: 'GET',
  path: 'integration/imports/contacts',
  summary: 'The contact relations: partner contact -> staff member',
  tags,
  access: integrators,
  query: z.strictObject({ ...pageQuery(100, 1000) }),
  response: listOf(ContactRelation),
})

export const createContact = defineEndpoint({
  method: 'POST',
  path: 'integration/imports/contacts',
  summary: "Assign a partner contact's orders to a staff member",
  tags,
  access: integrators,
  body: relationBody,
  response: dataOf(ContactRelation),
  status: 201,
})

export const getContact = defineEndpoint({
  method: 'GET',
  path: 'integration/imports/contacts/:id',
  summary: 'One contact relation',
  tags,
  access: integrators,
  params: IdParams,
  response: dataOf(ContactRelation),
})

export const updateContact = defineEndpoint({
  method: 'PUT',
  path: 'integration/imports/contacts/:id',
  summary: 'Change a contact relation',
  tags,
  access: integrators,
  params: IdParams,
  body: relationBody,
  response: dataOf(ContactRelation),
})

export const deleteContact = defineEndpoint({
  method: 'DELETE',
  path: 'integration/imports/contacts/:id',
  summary: 'Delete a contact relation',
  tags,
  access: integrators,
  params: IdParams,
  response: Ok,
})
