/** A day in UTC ('12 March 2025'), the same on the server and in every time zone. */
export function formatArticleDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}
