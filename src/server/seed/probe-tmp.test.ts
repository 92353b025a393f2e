import { it } from 'vitest'
import { fill } from '../../../tests/helpers/database-templates'
import { openDatabase } from '../db/database'

it('probe', async () => {
  const t0 = Date.now()
  const database = await openDatabase({ kind: 'pglite' })
  await fill(database, { demo: true, places: true })
  console.log('seed ms', Date.now() - t0)
  const dump = await database.client!.dumpDataDir('none')
  require('node:fs').writeFileSync('/tmp/w46/demo.tar', Buffer.from(await dump.arrayBuffer()))
  await database.close()
}, 300000)
