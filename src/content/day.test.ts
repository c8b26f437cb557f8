import { describe, expect, it } from 'vitest';
import { formatDay } from './day';

describe('formatDay', () => {
  it('formats the UTC day', () => {
    expect(formatDay('2025-03-12T23:30:00Z')).toBe('12 March 2025');
  });

  it('writes every day of a leap year as Intl writes it in en-GB', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, 12)).toISOString();
      expect(formatDay(date), date).toBe(intl.format(new Date(date)));
    }
    expect(formatDay('1999-12-31')).toBe(intl.format(new Date('1999-12-31')));
  });
});
