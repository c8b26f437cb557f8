const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A day in UTC ('12 March 2025'), unambiguous to every reader (an article's date, a vacancy's
 * deadline), the same on the server and in every time zone: what
 * Intl.DateTimeFormat('en-GB', { day, month: 'long', year }) writes, without it. Making that
 * formatter loads the browser's locale data: 50 to 67 ms of a blog page's main thread at 4× CPU
 * throttling, one long task (issue 24).
 */
export function formatDay(date: string): string {
  const day = new Date(date);
  return `${day.getUTCDate()} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
