// What other features may use of quotes: the pricer's option lists (scenario posts ask the same questions) and the
// saved-quote dialog a loan shows.
export { NON_QM_DOCUMENT_TYPES, OCCUPANCY_TYPES, PROPERTY_TYPES } from './pricerOptions';
export { SavedQuoteDialog } from './SavedQuoteDialog';
