/**
 * The methods of i18next 26.7.2 that the SDK and the site build differently (scripts/i18next-slim.ts applies them),
 * each with why. What they drop is what the exchange never asks of i18next: every text is bundled and passed as
 * `resources` (src/core/i18n/i18n.ts), no module is ever given to `use()`, and a text is asked for by its key with
 * `count` and the values it shows, in a language or its fallback, never with `context`, `ordinal`,
 * `returnObjects`, `defaultValue`, `replace`, `postProcess` or the other options `translate` refuses below.
 *
 * A replacement keeps i18next's own code for what it keeps (only branches go). `pin` is the start of the sha-256
 * of the method as i18next ships it: when a new version changes a method, the build stops and names it, so it is
 * read again before it is replaced. An empty `by` removes the method.
 */

export interface MethodReplacement {
  /** The start (12 hex digits) of the sha-256 of the method's source as i18next ships it. */
  readonly pin: string
  readonly why: string
  /** The method as built; empty: removed. */
  readonly by: string
}

/** The options of `t()` this build does not read: asking with one is an error, not a silently wrong text. */
export const refusedOptions = [
  'context',
  'ordinal',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'defaultValue',
  'replace',
  'postProcess',
  'keyPrefix',
  'interpolation',
  'skipInterpolation',
]

const refused = `/^(${refusedOptions.join('|')})$/`

/** A loader with nothing to load (every text is bundled): it calls back and resolves at once. */
const loadsNothing = (signature: string) => `${signature} {
    callback?.();
    return Promise.resolve();
  }`

/** By `Class.method`, as the module names them. */
export const methodReplacements: Readonly<Record<string, MethodReplacement>> = {
  'I18n.init': {
    pin: 'c34bf62e13d2',
    why:
      'init without modules (use() takes none here): no logger, language detector, i18nFormat, backend connector ' +
      'or third-party module to set up, no clone, no warnings about them; the resources given are the store',
    by: `init(options = {}, callback) {
    this.isInitializing = true;
    if (typeof options === 'function') {
      callback = options;
      options = {};
    }
    if (options.defaultNS == null && options.ns) {
      if (isString(options.ns)) {
        options.defaultNS = options.ns;
      } else if (!options.ns.includes('translation')) {
        options.defaultNS = options.ns[0];
      }
    }
    const defOpts = get();
    this.options = {
      ...defOpts,
      ...this.options,
      ...transformOptions(options)
    };
    this.options.interpolation = {
      ...defOpts.interpolation,
      ...this.options.interpolation
    };
    if (options.keySeparator !== undefined) {
      this.options.userDefinedKeySeparator = options.keySeparator;
    }
    if (options.nsSeparator !== undefined) {
      this.options.userDefinedNsSeparator = options.nsSeparator;
    }
    baseLogger.init(null, this.options);
    const lu = new LanguageUtil(this.options);
    this.store = new ResourceStore(this.options.resources, this.options);
    const s = this.services;
    s.logger = baseLogger;
    s.resourceStore = this.store;
    s.languageUtils = lu;
    s.pluralResolver = new PluralResolver(lu, {
      prepend: this.options.pluralSeparator
    });
    s.formatter = new Formatter();
    s.formatter.init(s, this.options);
    this.options.interpolation.format = s.formatter.format.bind(s.formatter);
    s.interpolator = new Interpolator(this.options);
    this.translator = new Translator(this.services, this.options);
    this.format = this.options.interpolation.format;
    if (!callback) callback = noop;
    if (this.options.fallbackLng && !this.options.lng) {
      const codes = this.services.languageUtils.getFallbackCodes(this.options.fallbackLng);
      if (codes.length > 0 && codes[0] !== 'dev') this.options.lng = codes[0];
    }
    const storeApi = ['getResource', 'hasResourceBundle', 'getResourceBundle', 'getDataByLanguage'];
    storeApi.forEach(fcName => {
      this[fcName] = (...args) => this.store[fcName](...args);
    });
    const storeApiChained = ['addResource', 'addResources', 'addResourceBundle', 'removeResourceBundle'];
    storeApiChained.forEach(fcName => {
      this[fcName] = (...args) => {
        this.store[fcName](...args);
        return this;
      };
    });
    const deferred = defer();
    const finish = (err, t) => {
      this.isInitializing = false;
      this.isInitialized = true;
      this.logger.log('initialized', this.options);
      this.emit('initialized', this.options);
      deferred.resolve(t);
      callback(err, t);
    };
    if ((this.languages || this.isLanguageChangingTo) && !this.isInitialized) finish(null, this.t.bind(this));
    else this.changeLanguage(this.options.lng, finish);
    return deferred;
  }`,
  },
  'I18n.use': {
    pin: 'd928a812cb85',
    why: 'no module is used: a backend, detector, post-processor or logger given here would be ignored otherwise',
    by: `use() {
    throw new Error('i18next: this build takes no modules (scripts/i18next-slim.ts)');
  }`,
  },
  'I18n.hydrate': {
    pin: 'cb0ff50a3f67',
    why: 'the resources are given to init, never hydrated later',
    by: `hydrate() {
    throw new Error('i18next: this build has no hydrate (scripts/i18next-slim.ts)');
  }`,
  },
  'I18n.loadResources': {
    pin: '5affbfc5a4f8',
    why: 'with resources given and no backend there is nothing to load: i18next itself answers at once',
    by: `loadResources(language, callback = noop) {
    (typeof language === 'function' ? language : callback)(null);
  }`,
  },
  'I18n.reloadResources': {
    pin: '4737660b9c5c',
    why: 'nothing to reload without a backend',
    by: `reloadResources(lngs, ns, callback) {
    [lngs, ns, callback].find(f => typeof f === 'function')?.();
    return Promise.resolve();
  }`,
  },
  'I18n.loadNamespaces': {
    pin: 'bc9114dc81e4',
    why: 'every namespace is bundled: nothing to load',
    by: loadsNothing('loadNamespaces(ns, callback)'),
  },
  'I18n.loadLanguages': {
    pin: 'cdb466ec296e',
    why: 'every language is bundled: nothing to load',
    by: loadsNothing('loadLanguages(lngs, callback)'),
  },
  'I18n.hasLoadedNamespace': {
    pin: '944acd9a59df',
    why: 'with every text bundled, a namespace is loaded once the instance is',
    by: `hasLoadedNamespace() {
    return !!this.isInitialized;
  }`,
  },
  'I18n.changeLanguage': {
    pin: 'fbdfabe8f3dc',
    why: 'the language is always given (an attribute, storage or the default), never detected; nothing to load',
    by: `changeLanguage(lng, callback) {
    const deferred = defer();
    this.emit('languageChanging', lng);
    const fl = isString(lng) ? lng : lng && lng[0];
    const l = this.store.hasLanguageSomeTranslations(fl) ? fl : this.services.languageUtils.getBestMatchFromCodes(isString(lng) ? [lng] : lng);
    if (l) {
      this.language = l;
      this.languages = this.services.languageUtils.toResolveHierarchy(l);
      this.resolvedLanguage = undefined;
      this.setResolvedLanguage(l);
      this.translator.changeLanguage(l);
      this.emit('languageChanged', l);
      this.logger.log('languageChanged', l);
    }
    const t = (...args) => this.t(...args);
    deferred.resolve(t);
    callback?.(null, t);
    return deferred;
  }`,
  },
  'I18n.getFixedT': {
    pin: '5b7f280aac86',
    why: 'a t() in one language (a toast in the language just saved): no key prefix or key selector',
    by: `getFixedT(lng, ns) {
    return (key, opts) => this.t(key, {
      ...(isString(lng) ? {
        lng
      } : {
        lngs: lng
      }),
      ns,
      ...opts
    });
  }`,
  },
  'I18n.dir': {
    pin: 'c25724f35d44',
    why:
      "the direction from the browser's own data (Intl.Locale's text info), without i18next's list of 60 " +
      'right-to-left codes for browsers that lack it: the exchange speaks Russian and English',
    by: `dir(lng) {
    if (!lng) lng = this.resolvedLanguage || this.language;
    try {
      const locale = new Intl.Locale(lng);
      const info = locale.getTextInfo ? locale.getTextInfo() : locale.textInfo;
      if (info && info.direction) return info.direction;
    } catch (e) {}
    return 'ltr';
  }`,
  },
  'I18n.cloneInstance': {
    pin: '2c372ef14b51',
    why: 'never called: each core makes its own instance (createInstance)',
    by: `cloneInstance() {
    throw new Error('i18next: this build has no cloneInstance (scripts/i18next-slim.ts)');
  }`,
  },
  'Translator.translate': {
    pin: '608fa344af91',
    why:
      'a key (or keys to try) with count and values: no key selectors, cimode, objects or arrays as results, ' +
      'default values, post-processors or the saving of missing keys; a missing key is logged (debug) and shown',
    by: `translate(keys, o) {
    const opt = o && typeof o === 'object' ? {
      ...o
    } : {};
    for (const name in opt) if (${refused}.test(name)) throw new Error(\`i18next: this build does not read t()'s \${name} option (scripts/i18next-slim.ts)\`);
    if (keys == null) return '';
    if (!Array.isArray(keys)) keys = [String(keys)];
    const {
      key,
      namespaces
    } = this.extractFromKey(keys[keys.length - 1], opt);
    const lng = opt.lng || this.language;
    const resolved = this.resolve(keys, opt);
    let res = resolved.res;
    if (res && typeof res === 'object') {
      this.logger.warn(\`key '\${key} (\${lng})' is a group of texts, not a text\`);
      return key;
    }
    if (!this.isValidLookup(res)) {
      res = key;
      this.logger.log('missingKey', lng, namespaces[namespaces.length - 1], key, res);
    }
    return this.extendTranslation(res, keys, opt, resolved);
  }`,
  },
  'Translator.extendTranslation': {
    pin: '82d2bf5eb49a',
    why: 'interpolation only: no i18nFormat module, nesting (not built) or post-processors',
    by: `extendTranslation(res, key, opt, resolved) {
    return this.interpolator.interpolate(res, opt, opt.lng || this.language || resolved.usedLng, opt);
  }`,
  },
  'Translator.resolve': {
    pin: '8d2252ed4c6d',
    why: 'the key, then its plural form, in each language of the fallback chain: no context or ordinal keys',
    by: `resolve(keys, opt = {}) {
    let found;
    let usedKey;
    let exactUsedKey;
    let usedLng;
    let usedNS;
    if (isString(keys)) keys = [keys];
    const needsPluralHandling = opt.count !== undefined && !isString(opt.count);
    keys.forEach(k => {
      if (this.isValidLookup(found)) return;
      const extracted = this.extractFromKey(k, opt);
      const key = extracted.key;
      usedKey = key;
      const codes = opt.lngs ? opt.lngs : this.languageUtils.toResolveHierarchy(opt.lng || this.language, opt.fallbackLng);
      extracted.namespaces.forEach(ns => {
        if (this.isValidLookup(found)) return;
        usedNS = ns;
        codes.forEach(code => {
          if (this.isValidLookup(found)) return;
          usedLng = code;
          const finalKeys = [key];
          if (needsPluralHandling) finalKeys.push(key + this.pluralResolver.getSuffix(code, opt.count, opt));
          let possibleKey;
          while (possibleKey = finalKeys.pop()) {
            if (!this.isValidLookup(found)) {
              exactUsedKey = possibleKey;
              found = this.resourceStore.getResource(code, ns, possibleKey, opt);
            }
          }
        });
      });
    });
    return {
      res: found,
      usedKey,
      exactUsedKey,
      usedLng,
      usedNS
    };
  }`,
  },
  'Translator.getResource': {
    pin: 'd573f745d0ac',
    why: 'the store answers (no i18nFormat module); resolve asks the store itself',
    by: '',
  },
  'Translator.getUsedParamsDetails': {
    pin: '6eb0c93f70af',
    why: 'only for returnDetails, which translate refuses',
    by: '',
  },
  'Translator.hasDefaultValue': {
    pin: '0aa9c4051c6a',
    why: 'only for defaultValue, which translate refuses',
    by: '',
  },
  'LanguageUtil.formatLanguageCode': {
    pin: '24edda3e4dd7',
    why: "a code as given or canonical, without i18next's warning about v27's casing (the codes here are ru and en)",
    by: `formatLanguageCode(code) {
    if (isString(code) && code.includes('-')) {
      let formattedCode;
      try {
        formattedCode = Intl.getCanonicalLocales(code)[0];
      } catch (e) {}
      if (formattedCode && this.options.lowerCaseLng) {
        formattedCode = formattedCode.toLowerCase();
      }
      if (formattedCode) return formattedCode;
      if (this.options.lowerCaseLng) {
        return code.toLowerCase();
      }
      return code;
    }
    return this.options.cleanCode || this.options.lowerCaseLng ? code.toLowerCase() : code;
  }`,
  },
  'LanguageUtil.deprecateBareCode': {
    pin: '23c56b39a3c9',
    why: 'the warning formatLanguageCode no longer gives',
    by: '',
  },
  'ResourceStore.deprecateDottedLng': {
    pin: '3ac24fe54f6c',
    why: "a warning about dotted language arguments ('en.translation.key'), which the exchange never passes",
    by: `deprecateDottedLng() {}`,
  },
  'Interpolator.nest': {
    pin: 'd265f0c41f89',
    why:
      "nesting ($t(other.key) inside a text): no text here nests, and a value put into a text (a company's name) " +
      'is shown as it is rather than read as a key to nest',
    by: `nest(str) {
    return str;
  }`,
  },
  'Formatter.init': {
    pin: 'e9f476c6252c',
    why:
      "no built-in formats (number, currency, datetime, relativetime, list): the texts use only the exchange's own " +
      '`money` (src/core/i18n/i18n.ts adds it), and numbers and dates are formatted in code ' +
      '(core/contract/format.ts); a built-in name in a text leaves the value as it is',
    by: `init(services, options = {
    interpolation: {}
  }) {
    this.formatSeparator = options.interpolation.formatSeparator || ',';
    this.formats = {};
  }`,
  },
}
