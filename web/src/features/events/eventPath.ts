/** The event page: /event/{id} (/event alone opens the next upcoming event). */
export function eventPath(internalId: number): string {
  return `/event/${internalId}`;
}
