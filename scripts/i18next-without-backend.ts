import type { Plugin } from 'vite'

/** The one module i18next ships for bundlers: every class of the library in one file, so none is tree-shaken. */
const i18nextModule = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/

const connectorStart = 'class Connector extends EventEmitter {'
/** What follows the connector class in the file (the default options). */
const connectorEnd = 'const get = () => ({'

/**
 * i18next's backend connector, for an instance without a backend (the only kind the exchange makes: every text is
 * bundled and passed as `resources`, src/core/i18n/i18n.ts). With `resources` given, i18next asks its connector
 * nothing but to exist: `load` and `reload` are not called, `state` is read only when a backend is set, and
 * `saveMissing` only with the option of that name. The connector's loading, queueing, retrying and saving (8.4 KB,
 * 1.4 KB gz) is on every page of the SDK and the site otherwise, since the one file cannot be tree-shaken.
 */
export const connectorWithoutBackend = `class Connector extends EventEmitter {
  constructor(backend, store, services, options = {}) {
    super();
    if (backend) throw new Error('i18next: this build has no backend connector (scripts/i18next-without-backend.ts)');
    this.store = store;
    this.services = services;
    this.languageUtils = services.languageUtils;
    this.options = options;
    this.state = {};
    this.queue = [];
  }
  load(languages, namespaces, callback) { callback?.(); }
  reload(languages, namespaces, callback) { callback?.(); }
  loadNamespaces(languages, namespaces, callback) { callback?.(); }
  saveMissing() {}
}
`

/** What starts the formatter's part of the file (its cache helper, then the class). */
const formatterStart = 'const createCachedFormatter = fn => {'
/** The formatter's first method after its built-in formats. */
const formatterEnd = '  add(name, fc) {'

/**
 * The formatter up to its `add` method, without its built-in formats: `number`, `currency`, `datetime`,
 * `relativetime` and `list` (`{{value, number}}` in a text). The exchange's texts use only its own `money`
 * (src/core/i18n/i18n.ts adds it), and format numbers and dates in code (core/contract/format.ts); the built-ins,
 * with their per-language cache, are 2.3 KB (0.5 KB gz) of every page otherwise. `add`, `addCached` and `format`
 * (the format string's parsing, chained formats) are i18next's own, unchanged; a built-in name in a text now
 * leaves the value as it is, with i18next's "no format function" warning.
 */
export const formatterWithoutBuiltIns = `const createCachedFormatter = fn => (v, l, o) => fn(getCleanedCode(l), o)(v);
class Formatter {
  constructor(options = {}) {
    this.logger = baseLogger.create('formatter');
    this.options = options;
    this.init(options);
  }
  init(services, options = {
    interpolation: {}
  }) {
    this.formatSeparator = options.interpolation.formatSeparator || ',';
    this.formats = {};
  }
`

/** `code` with `[start, end)` replaced by `by`; throws when either marker is not found once, in that order. */
function replaceBetween(code: string, start: string, end: string, by: string, what: string): string {
  const from = code.indexOf(start)
  const to = code.indexOf(end)
  const once = (text: string) => code.indexOf(text) === code.lastIndexOf(text)
  if (from < 0 || to < from || !once(start) || !once(end)) {
    throw new Error(
      `i18next changed: its ${what} is no longer found once where it was. Check ` +
        'scripts/i18next-without-backend.ts against the new version (or remove the plugin).',
    )
  }
  return code.slice(0, from) + by + code.slice(to)
}

const dirStart = '  dir(lng) {'
const dirEnd = '  static createInstance('
/**
 * `dir()` from the browser's own data (`Intl.Locale`'s text info) without i18next's fallback list of 60
 * right-to-left language codes, for the browsers that lack it: the exchange speaks Russian and English and asks no
 * direction of i18next.
 */
export const dirFromIntl = `  dir(lng) {
    if (!lng) lng = this.resolvedLanguage || this.language;
    try {
      const locale = new Intl.Locale(lng);
      const info = locale.getTextInfo ? locale.getTextInfo() : locale.textInfo;
      if (info && info.direction) return info.direction;
    } catch (e) {}
    return 'ltr';
  }
`
const cloneStart = '  cloneInstance(options = {}, callback = noop) {'
/** (the instance's `toJSON`, not the store's above it) */
const cloneEnd = '  toJSON() {\n    return {\n      options: this.options,'
/** `cloneInstance()`, which the exchange never calls (it makes one instance per core: createInstance). */
export const cloneRefused = `  cloneInstance() {
    throw new Error('i18next: this build has no cloneInstance (scripts/i18next-without-backend.ts)');
  }
`

/** The module without what the exchange does not use of the instance: `dir()`'s language list, `cloneInstance`. */
export function withoutUnusedMethods(code: string): string {
  const dir = replaceBetween(code, dirStart, dirEnd, dirFromIntl, 'dir() method')
  return replaceBetween(dir, cloneStart, cloneEnd, cloneRefused, 'cloneInstance() method')
}

/** The module with its formatter's built-ins dropped; throws when the file no longer has them where they were. */
export function withoutBuiltInFormats(code: string): string {
  return replaceBetween(code, formatterStart, formatterEnd, formatterWithoutBuiltIns, 'formatter with built-in formats')
}

/** The module with its connector replaced; throws when the file no longer has the class where it was. */
export function withoutBackend(code: string): string {
  return replaceBetween(code, connectorStart, connectorEnd, connectorWithoutBackend, 'Connector class')
}

const nestStart = '  nest(str, fc, options = {}) {'
/** (the end of the interpolator class, then the formatter's helpers) */
const nestEnd = '\n}\n\nconst parseFormatStr'
/**
 * Nesting (`$t(other.key)` inside a text, resolved after interpolation): none of the exchange's texts nests, and a
 * value put into a text (a company's name) is shown as it is rather than read as a key to nest.
 */
export const nestingRefused = `  nest(str) {
    return str;
  }`

const missingStart = '      const missingKeyNoValueFallbackToKey = '
const missingEnd =
  '      res = this.extendTranslation(res, keys, opt, resolved, lastKey);\n      if (usedKey && res === key'
/**
 * A missing key is still logged (i18next's logger, debug only) and answered with the key. What went with it is not
 * used here: saving missing keys to a backend or a handler (`saveMissing`, `missingKeyHandler`, `updateMissing`)
 * and the warning about flat JSON texts.
 */
export const missingKeyLogged = `      if (usedKey || usedDefault) this.logger.log('missingKey', lng, namespace, key, res);
`

const loadNamespacesStart = '  loadNamespaces(ns, callback) {'
/** `loadNamespaces` and `loadLanguages`, whose only work is asking a backend: every text is bundled here. */
export const loadingDone = `  loadNamespaces(ns, callback) {
    callback?.();
    return Promise.resolve();
  }
  loadLanguages(lngs, callback) {
    callback?.();
    return Promise.resolve();
  }
`

/** The module without nesting, the saving of missing keys and the namespace and language loaders. */
export function withoutNestingOrSaving(code: string): string {
  const nest = replaceBetween(code, nestStart, nestEnd, nestingRefused, 'nest() method')
  const missing = replaceBetween(nest, missingStart, missingEnd, missingKeyLogged, 'missing-key handling')
  return replaceBetween(missing, loadNamespacesStart, dirStart, loadingDone, 'loadNamespaces() and loadLanguages()')
}

/** All of the above: i18next as the SDK and the site build it. */
export const slimI18next = (code: string) =>
  withoutNestingOrSaving(withoutUnusedMethods(withoutBuiltInFormats(withoutBackend(code))))

/**
 * Issue 19, "pay only for what is used": the SDK and the site build i18next without its backend connector, its
 * formatter's built-in formats, `dir()`'s language list, `cloneInstance`, nesting, the saving of missing keys and
 * the namespace and language loaders.
 */
export function i18nextWithoutBackend(): Plugin {
  return {
    name: 'fx-i18next-without-backend',
    enforce: 'pre',
    transform(code, id) {
      if (!i18nextModule.test(id)) return null
      try {
        return { code: slimI18next(code), map: null }
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error))
      }
    },
  }
}
