/**
 * The API stores many enum values in lower or title case ('high', 'Personal'); GraphQL enums are
 * upper case. These keep the literal types, so a resolver's answer is checked against the schema's enum.
 */
export function upperCase<T extends string>(value: T): Uppercase<T> {
  return value.toUpperCase() as Uppercase<T>;
}

export function lowerCase<T extends string>(value: T): Lowercase<T> {
  return value.toLowerCase() as Lowercase<T>;
}
