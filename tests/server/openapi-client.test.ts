/**
 * An integrator's first hour: generate a TypeScript client from the running server's /api/openapi.json with
 * @hey-api/openapi-ts (no custom serializer, no hand edits), type-check a program written against it, and run the
 * core loop through it: post a cargo, find it with a filter, respond with a truck, list the responses to that
 * cargo, open the contract PDF, and meet a 422 and a 409 typed as the error shape.
 */
import { rm } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createClient } from '@hey-api/openapi-ts'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayIn } from '../../src/core/contract/days'
import { insertPlaces, places } from '../../src/server/modules/cargo/testing'
import { createTestServer, type TestServer, testDbKind } from '../helpers/server'

const folder = fileURLToPath(new URL('./openapi-client/', import.meta.url))
const generated = `${folder}generated`

/** What ./openapi-client/loop.ts answers; it is imported by URL, so the project's type check never reaches the
 * generated client (which exists only once this test made it). */
interface Loop {
  runLoop(
    baseUrl: string,
    places: { from: number; to: number },
    day: string,
  ): Promise<{
    cargoId: number
    found: number[]
    responses: number
    pdf: Uint8Array
    wrongPassword: { status: number; error: { message: string; errors?: Record<string, string[]> } }
    twice: { status: number; error: { message: string; errors?: Record<string, string[]> } }
  }>
}

/** The driver's type errors against the generated client, as `file:line message`. */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  })
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : ''
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  })
}

describe('a client generated from the OpenAPI document', () => {
  let s: TestServer
  let base: string
  beforeAll(async () => {
    s = await createTestServer()
    await insertPlaces(s)
    base = await s.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => s.close())

  it('generates, type-checks and runs the core loop unchanged', { timeout: 120_000 }, async () => {
    await rm(generated, { recursive: true, force: true })
    await createClient({ input: `${base}/api/openapi.json`, output: generated, logs: { level: 'silent' } })
    // the types do not depend on the database: checked once, on the PGlite run
    if (testDbKind() === 'pglite') expect(typeErrors(`${folder}loop.ts`)).toEqual([])

    const { runLoop } = (await import(pathToFileURL(`${folder}loop.ts`).href)) as Loop
    const day = addDays(dayIn('Europe/Moscow'), 1)
    const result = await runLoop(base, { from: places.kazan.id, to: places.moscow.id }, day)
    // found with filter[start_point_id], filter[truck_types][], filter[weight][min], filter[price][max]
    expect(result.found).toContain(result.cargoId)
    expect(result.responses).toBe(1)
    expect(Buffer.from(result.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(result.wrongPassword.status).toBe(422)
    expect(result.wrongPassword.error.errors?.login?.length).toBeGreaterThan(0)
    expect(result.twice.status).toBe(409)
    expect(typeof result.twice.error.message).toBe('string')
  })
})
