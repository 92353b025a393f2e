export {
  type ConfigSources,
  type FxConfig,
  type FxConfigInput,
  isMiniApp,
  isWhiteLabel,
  miniAppStartParam,
  parsePartnerWords,
  readBrowserConfig,
  resolveApiBase,
  resolveConfig,
} from './config'
