import fc from 'fast-check';
import { isStorableText } from '@lendhub/domain/storableText';

/*
 * Strings an attacker (or a broken client) sends: NUL and unpaired surrogates (the database cannot
 * store them), 10 KB runs, right-to-left text and combining marks, SQL and JSON metacharacters, and
 * whatever fast-check makes of full Unicode. None is all digits, so none is a valid id by accident.
 */
const NUL = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `x${a}\u0000${b}`);
const LONE_SURROGATE = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'))
  .map(([text, surrogate]) => `x${text}${surrogate}`);
const LONG = fc.constantFrom('a', 'é', '\u05D0', '🏠').map((unit) => unit.repeat(10_240));
const RTL_AND_COMBINING = fc.constantFrom(
  '\u202Eevil\u202C',
  'שלום עולם',
  'مرحبا',
  'e\u0301\u0302\u0303',
  'Z\u0351\u0352\u0353\u0354',
  '\u200F\u200E\uFEFF',
);
const META = fc.constantFrom(
  "' OR '1'='1",
  "x'); DROP TABLE users; --",
  '\\',
  '"}],"x":{"',
  '%00',
  '%',
  '_',
  '${7*7}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\r\n\t',
);
const ANY_UNICODE = fc.string({ unit: 'binary', maxLength: 40 }).map((text) => `x${text}`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(NUL, LONE_SURROGATE, LONG, RTL_AND_COMBINING, META, ANY_UNICODE);

/** True when the database could not store `text` (what the API must refuse with a 400). */
export const isUnstorable = (text: string): boolean => !isStorableText(text);
