/**
 * Instants as the API writes them and as people read them. The API answers UTC times without a zone
 * (`2026-11-28 10:00`, `2026-11-28 10:00:00`) or ISO 8601 ones (`2026-11-28T10:00:00.000Z`); a person
 * reads and types wall-clock times of their own time zone.
 */

const zoned = /(Z|[+-]\d{2}:?\d{2})$/;

/** The instant of an API time: UTC unless it names its offset. Invalid Date when it is none. */
export function instantOf(value: string): Date {
  const iso = value.trim().replace(' ', 'T');
  return new Date(zoned.test(iso) ? iso : `${iso}Z`);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of `timeZone` at `at`, in fields. */
function wallFields(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: field('year'), month: field('month'), day: field('day'), hour: field('hour'), minute: field('minute'), second: field('second') };
}

/** The offset of `timeZone` from UTC at `at`, in milliseconds (Shanghai: +8 h). */
function offsetAt(at: Date, timeZone: string): number {
  const w = wallFields(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** `YYYY-MM-DDTHH:mm`, what a datetime-local input shows: `value`'s wall clock in `timeZone`; '' for no time. */
export function wallClock(value: string, timeZone: string): string {
  const at = instantOf(value);
  if (value.trim() === '' || Number.isNaN(at.getTime())) return '';
  const w = wallFields(at, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The instant (ISO 8601, UTC) of a wall-clock time typed in `timeZone` (`YYYY-MM-DDTHH:mm`); '' when it is
 * none. A time the clocks skip (a spring-forward gap) lands after the gap; a repeated one on its first pass.
 */
export function fromWallClock(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number);
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  const first = asUtc - offsetAt(new Date(asUtc), timeZone);
  const time = asUtc - offsetAt(new Date(first), timeZone);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/** The zone's name as people read it at `at`: its offset (`GMT+8`, `GMT-5`), `UTC` for none. */
export function zoneLabel(at: Date, timeZone: string, locale: string): string {
  const valid = Number.isNaN(at.getTime()) ? new Date(0) : at;
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(valid);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return /^GMT([+-]0+)?$/.test(name) ? 'UTC' : name;
}

/**
 * The instant (ISO, UTC) a day (`YYYY-MM-DD`, as a date filter holds it) starts, or its last millisecond
 * with `end`, in the browser's time zone; undefined for anything else (a hand-edited URL).
 */
export function localDayBound(day: string | undefined, end: boolean): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
