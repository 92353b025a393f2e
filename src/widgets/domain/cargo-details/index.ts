export { CargoDetails, type CargoDetailsProps } from './cargo-details'
export { cargoPrice } from './facts'
export type { CargoDetailsClassNames } from './hooks'
