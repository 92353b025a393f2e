/**
 * The contract's rules of a cargo, as the order form checks them: its own module, loaded with the form's first check
 * (`loadCargoRules` in values.ts). They are classic zod, about 11 kB gzip a partner's page need not load to show the
 * form; importing the contract's module itself lazily would not split them off, as the form reads that module's
 * constants at once. The validation messages come with them (both languages' tables, 2 kB gzip, in a chunk the kit's
 * number field loads too when it first shows one: ../ui/validation-messages.ts).
 */
import { fieldErrors, validationMessage } from '../../core/contract/messages'
import { CargoInput, routeRules } from '../../core/contract/shipper/cargo-input'

export { CargoInput, fieldErrors, routeRules, validationMessage }
