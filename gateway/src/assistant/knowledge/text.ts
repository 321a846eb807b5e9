import { stem } from './stem.ts';

/** Words that say nothing about the topic of a question. */
const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
   can could did do does doing done down during each else ever few for from further get gets getting give go had has have
   having he her here hers him his how i if in into is it its itself just know let me might more most much must my need
   no nor not now of off on once only or other our out over own please same she should so some such tell than thank thanks that the their
   them then there these they this those through to too under until up us use used using very want was we were what when where which while
   who whom why will with would you your yours`.split(/\s+/),
);

/** Lower-case word tokens without stop words, stemmed: "When is the Loan Estimate due?" → ["loan", "estim", "due"]. */
export function terms(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z0-9]+/g) ?? [];
  return words.filter((word) => !STOP_WORDS.has(word)).map(stem);
}
