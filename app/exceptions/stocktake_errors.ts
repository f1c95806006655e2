import { DomainError } from '#exceptions/domain_error'

/**
 * A stocktake cannot take the step asked for: its status has moved on
 * (someone else acted first) or the step does not apply to it.
 */
export class StocktakeStepRefused extends DomainError {
  static code = 'E_STOCKTAKE_STEP_REFUSED'
}

/** What was sent for a stocktake breaks a rule (a product outside it, a count past the bound). */
export class StocktakeInputRefused extends DomainError {
  static code = 'E_STOCKTAKE_INPUT_REFUSED'
}
