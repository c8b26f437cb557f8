const dayMs = 24 * 60 * 60 * 1000;

/**
 * A deadline written relative to the day a record file is read ("in 30 days", "3 days ago", "today")
 * as the date it means (YYYY-MM-DD, in UTC: Ghana keeps UTC all year); any other value is returned as
 * it is, for the contract to judge. The seed's vacancies are written this way, so that a new store's
 * jobs are open whenever it is made.
 */
export function resolveRelativeDay(value: unknown, today: Date): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  const ahead = /^in (\d{1,4}) days?$/.exec(text);
  const behind = /^(\d{1,4}) days? ago$/.exec(text);
  const days = text === 'today' ? 0 : ahead ? Number(ahead[1]) : behind ? -Number(behind[1]) : undefined;
  if (days === undefined) return value;
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(midnight + days * dayMs).toISOString().slice(0, 10);
}
