// What other features may use of lenders: the review shape of the sample reviews (processing providers show the same).
export type { Review } from './sampleReviews';
