import { describe, expect, it } from 'vitest';
import { dateTimeInputValue, isoOfDateTimeInput } from './date-time-input';

describe('datetime-local values and the API’s moments', () => {
  it('reads a typed time in this machine’s time zone and sends it in UTC', () => {
    expect(isoOfDateTimeInput('2026-01-31T09:30')).toBe(new Date(2026, 0, 31, 9, 30).toISOString());
    expect(isoOfDateTimeInput('2026-07-01T23:59:30')).toBe(new Date(2026, 6, 1, 23, 59, 30).toISOString());
  });

  it('shows a moment as the same wall-clock time, and reads it back to the same moment', () => {
    const moment = new Date(2026, 2, 29, 2, 45).toISOString();
    expect(isoOfDateTimeInput(dateTimeInputValue(moment))).toBe(moment);
    expect(dateTimeInputValue(new Date(2026, 10, 5, 7, 3).toISOString())).toBe('2026-11-05T07:03');
  });

  it('keeps none as none, and hands back what is not a time for the schema to refuse', () => {
    expect(isoOfDateTimeInput('')).toBeNull();
    expect(isoOfDateTimeInput('  ')).toBeNull();
    expect(dateTimeInputValue(null)).toBe('');
    expect(dateTimeInputValue('not a date')).toBe('');
    expect(isoOfDateTimeInput('31/01/2026')).toBe('31/01/2026');
  });
});
