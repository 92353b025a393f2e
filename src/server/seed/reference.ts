/**
 * Reference data every exchange needs, demo or not: dictionaries, places and name parts. Each part is loaded
 * only into an empty table, so this is safe to run at every start.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { seedDictionaries } from './reference/dictionaries'
import { seedHelpGuides } from './reference/help-guides'
import { seedNameParts } from './reference/name-parts'
import { seedPlaces } from './reference/places'

export async function seedReference(db: Kysely<DB>, options: { places?: boolean } = {}): Promise<void> {
  await seedDictionaries(db)
  await seedNameParts(db)
  await seedHelpGuides(db)
  if (options.places !== false) await seedPlaces(db)
}
