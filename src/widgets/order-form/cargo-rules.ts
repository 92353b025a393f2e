/**
 * The contract's rules of a cargo, as the order form checks them: its own module, loaded with the form's first check
 * (`loadCargoRules` in values.ts). They are classic zod, about 11 kB gzip a partner's page need not load to show the
 * form; importing the contract's module itself lazily would not split them off, as the form reads that module's
 * constants at once.
 */
import { CargoInput, routeRules } from '../../core/contract/shipper/cargo-input'

export { CargoInput, routeRules }
