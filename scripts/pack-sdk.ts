/**
 * `npm run pack:sdk`: the widget SDK as an npm package a React or Vue app installs (`@freight-exchange/widgets`),
 * apart from the exchange's own package. Prints the tarball's path as its last line.
 *
 *   dist/package/                       the package's files (then packed by `npm pack`)
 *     elements/                         the script-tag build (dist/sdk, Preact inside): fx-widgets.js + <tag>.js
 *     index.d.ts                        element, property and event types, written from the manifest
 *     react/index.js, react/index.d.ts  React components over the elements (src/widgets/react), one per element
 *     vue.d.ts                          the elements in Vue templates (GlobalComponents)
 *     custom-elements.json, README.md, LICENSE, package.json
 *
 * The package has no dependency; React is an optional peer (only `/react` imports it). It reuses `dist/sdk` when it
 * is there (`npm run build:sdk` makes it; `--build` builds it again) and writes the manifest again.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { writeManifest } from './manifest'
import { repoRoot } from './widget-registry'

const dist = path.join(repoRoot, 'dist')
const out = path.join(dist, 'package')
const packageName = '@freight-exchange/widgets'

interface Field {
  name: string
  type?: { text: string }
  attribute?: string
  description?: string
  fieldName?: string
}
interface Declaration {
  name: string
  tagName: string
  description: string
  attributes: Field[]
  members: Field[]
  events: Field[]
}

const log = (line: string) => console.error(line)

async function ensureBuilt() {
  if (!process.argv.includes('--build') && existsSync(path.join(dist, 'sdk/fx-widgets.js'))) {
    log('pack:sdk: reusing dist/sdk (--build to build it again)')
    // the manifest is written again: it costs seconds and follows the sources
    await writeManifest()
    return
  }
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-sdk.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', process.stderr, 'inherit'],
  })
}

/** `fx-cargo-search` → `CargoSearch`. */
export const componentName = (tag: string) =>
  tag
    .split('-')
    .slice(1)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')

/** `fx-cargo-select` → `onCargoSelect`. */
export const eventProp = (event: string) => `on${componentName(event)}`

const doc = (text: string | undefined, indent = '  ') =>
  text ? `${indent}/** ${text.replaceAll('*/', '* /').replace(/\s+/g, ' ')} */\n` : ''

/** `token`'s type as a page writes it. */
const typeOf = (field: Field) =>
  field.name === 'token' ? 'string | null | undefined' : (field.type?.text ?? 'unknown')

export function elementTypes(declarations: Declaration[]): string {
  const parts = [
    '// The types of the fx-* elements, written by scripts/pack-sdk.ts from custom-elements.json.',
    '',
    '/** Resolves when every element of the SDK is defined. */',
    'export declare const ready: Promise<void>',
    '/** Every element: tag → the loader of its definition. */',
    'export declare const widgets: { readonly [K in WidgetTag]: () => Promise<unknown> }',
    'export type WidgetTag = keyof FxElements',
    '',
  ]
  for (const d of declarations) {
    const base = componentName(d.tagName)
    const rich = d.members.filter((m) => !m.attribute)
    parts.push(
      `/** The attributes (as camelCase props) and properties of <${d.tagName}>: what a framework sets. */`,
      `export interface Fx${base}Props {`,
      ...d.attributes.map(
        (a) => `${doc(`\`${a.name}\` attribute. ${a.description ?? ''}`)}  ${a.fieldName}?: ${typeOf(a)}`,
      ),
      ...rich.map((m) => `${doc(m.description)}  ${m.name}?: ${typeOf(m)}`),
      '}',
      '',
      `${doc(d.description, '')}export interface ${d.name} extends HTMLElement {`,
      ...d.members.map((m) => `${doc(m.description)}  ${m.name}: ${typeOf(m)}`),
      '}',
      '',
      `/** The events of <${d.tagName}> (bubbling, composed \`CustomEvent\`s). */`,
      `export interface Fx${base}EventMap {`,
      ...d.events.map((e) => `${doc(e.description)}  '${e.name}': ${e.type?.text ?? 'CustomEvent'}`),
      '}',
      '',
    )
  }
  parts.push(
    '/** Every fx-* element by tag. */',
    'export interface FxElements {',
    ...declarations.map((d) => `  '${d.tagName}': ${d.name}`),
    '}',
    '/** Every fx-* event by name. */',
    `export interface FxEventMap extends ${declarations.map((d) => `Fx${componentName(d.tagName)}EventMap`).join(', ')} {}`,
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap extends FxElements {}',
    '  interface GlobalEventHandlersEventMap extends FxEventMap {}',
    '}',
    '',
  )
  return parts.join('\n')
}

function reactEntry(declarations: Declaration[]) {
  const js = [
    '// React components over the fx-* elements, written by scripts/pack-sdk.ts from custom-elements.json.',
    "import { createComponent } from './create-component.js'",
    '',
  ]
  const dts = [
    '// React components over the fx-* elements, written by scripts/pack-sdk.ts from custom-elements.json.',
    "import type { FxComponent, FxComponentProps } from './create-component.js'",
    'import type {',
    ...declarations.flatMap((d) => {
      const base = componentName(d.tagName)
      return [`  ${d.name},`, `  Fx${base}EventMap,`, `  Fx${base}Props,`]
    }),
    "} from '../index.js'",
    '',
    "export type { EventHandlerProps, FxComponent, FxComponentProps, HostProps } from './create-component.js'",
    '',
  ]
  for (const d of declarations) {
    const base = componentName(d.tagName)
    const spec = {
      attributes: Object.fromEntries(d.attributes.map((a) => [a.fieldName, a.name])),
      properties: d.members.filter((m) => !m.attribute).map((m) => m.name),
      events: Object.fromEntries(d.events.map((e) => [eventProp(e.name), e.name])),
    }
    js.push(
      `export const ${base} = /* @__PURE__ */ createComponent('${d.tagName}', () => import('../elements/${d.tagName}.js'), ${JSON.stringify(spec)})`,
    )
    dts.push(
      `${doc(`<${d.tagName}> as a React component. ${d.description}`, '')}export declare const ${base}: FxComponent<${d.name}, Fx${base}Props, Fx${base}EventMap>`,
      `export type ${base}Props = FxComponentProps<Fx${base}Props, Fx${base}EventMap>`,
    )
  }
  return { js: `${js.join('\n')}\n`, dts: `${dts.join('\n')}\n` }
}

function vueTypes(declarations: Declaration[]) {
  return `${[
    "// The fx-* elements in Vue templates (vue-tsc, Volar), written by scripts/pack-sdk.ts. Use: import type {} from '@freight-exchange/widgets/vue'",
    "import type { EmitFn, HTMLAttributes } from 'vue'",
    'import type {',
    ...declarations.flatMap((d) => {
      const base = componentName(d.tagName)
      return [`  ${d.name},`, `  Fx${base}EventMap,`, `  Fx${base}Props,`]
    }),
    "} from './index.js'",
    '',
    '/** `fx-cargo-select` → `onFx-cargo-select`: what `@fx-cargo-select` compiles to. */',
    'type PropsFromEvents<Events> = {',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, written out
    '  [K in keyof Events & string as `on${Capitalize<K>}`]?: (event: Events[K]) => void',
    '}',
    'type VueEmit<Events> = EmitFn<{ [K in keyof Events & string]: (event: Events[K]) => void }>',
    "/** A custom element for Vue's template type check (Vue's documented pattern). */",
    'export type DefineCustomElement<Element extends HTMLElement, Props, Events> = new () => Element & {',
    '  /** @deprecated for template type checking only */',
    '  $props: HTMLAttributes & Partial<Props> & PropsFromEvents<Events>',
    '  /** @deprecated for template type checking only */',
    '  $emit: VueEmit<Events>',
    '}',
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...declarations.map((d) => {
      const base = componentName(d.tagName)
      return `    '${d.tagName}': DefineCustomElement<${d.name}, Fx${base}Props, Fx${base}EventMap>`
    }),
    '  }',
    '}',
    '',
    'export {}',
  ].join('\n')}\n`
}

async function writePackage() {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(path.join(out, 'react'), { recursive: true })
  // the script-tag build as it is, without source maps (they would be most of the tarball)
  cpSync(path.join(dist, 'sdk'), path.join(out, 'elements'), {
    recursive: true,
    filter: (source) => !source.endsWith('.map') && !source.endsWith('.gz') && !source.endsWith('.br'),
  })
  copyFileSync(path.join(dist, 'custom-elements.json'), path.join(out, 'custom-elements.json'))
  const manifest = JSON.parse(readFileSync(path.join(out, 'custom-elements.json'), 'utf8')) as {
    modules: { declarations: Declaration[] }[]
  }
  const declarations = manifest.modules.flatMap((m) => m.declarations)
  writeFileSync(path.join(out, 'index.d.ts'), elementTypes(declarations))
  const react = reactEntry(declarations)
  writeFileSync(path.join(out, 'react/index.js'), react.js)
  writeFileSync(path.join(out, 'react/index.d.ts'), react.dts)
  writeFileSync(path.join(out, 'vue.d.ts'), vueTypes(declarations))
  writeFileSync(path.join(out, 'vue.js'), '// types only: see vue.d.ts\nexport {}\n')

  const wrapper = path.join(repoRoot, 'src/widgets/react/create-component.ts')
  await build({
    entryPoints: [wrapper],
    outfile: path.join(out, 'react/create-component.js'),
    format: 'esm',
    target: 'es2022',
    bundle: false,
    logLevel: 'warning',
  })
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
      wrapper,
      '--declaration',
      '--emitDeclarationOnly',
      '--outDir',
      path.join(out, 'react'),
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--jsx',
      'react-jsx',
      '--strict',
      '--skipLibCheck',
      '--types',
      'react',
    ],
    { cwd: repoRoot, stdio: ['ignore', process.stderr, 'inherit'] },
  )

  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
  const pkg = {
    name: packageName,
    version: root.version,
    description:
      'Freight exchange widgets as custom elements (cargo search, truck search, transport calendar, order form, notifications bell), with React components and Vue types.',
    license: 'MIT',
    type: 'module',
    main: './elements/fx-widgets.js',
    module: './elements/fx-widgets.js',
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts', default: './elements/fx-widgets.js' },
      './react': { types: './react/index.d.ts', default: './react/index.js' },
      './vue': { types: './vue.d.ts', default: './vue.js' },
      './elements/*.js': { types: './index.d.ts', default: './elements/*.js' },
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    customElements: './custom-elements.json',
    // the elements define themselves when imported; the React components and the types do nothing on import
    sideEffects: ['./elements/*.js', './elements/chunks/*.js'],
    files: ['elements', 'react', 'index.d.ts', 'vue.d.ts', 'vue.js', 'custom-elements.json', 'README.md', 'LICENSE'],
    peerDependencies: { react: '>=19' },
    peerDependenciesMeta: { react: { optional: true } },
    keywords: ['web-components', 'custom-elements', 'react', 'vue', 'freight', 'logistics'],
  }
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  for (const file of ['README.md', 'LICENSE']) {
    copyFileSync(path.join(repoRoot, 'scripts/sdk-package', file), path.join(out, file))
  }
}

function pack(): string {
  const answer = execFileSync('npm', ['pack', '--json', '--pack-destination', dist], {
    cwd: out,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [info] = JSON.parse(answer) as { filename: string; size: number; unpackedSize: number; entryCount: number }[]
  if (!info) throw new Error('npm pack wrote nothing')
  const tarball = path.join(dist, info.filename)
  log(
    `pack:sdk: ${path.relative(repoRoot, tarball)}: ${(statSync(tarball).size / 1024).toFixed(1)} kB packed, ` +
      `${(info.unpackedSize / 1024).toFixed(1)} kB unpacked, ${info.entryCount} files`,
  )
  return tarball
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain) {
  await ensureBuilt()
  await writePackage()
  console.log(pack())
}
