// YouTube quotas reset at midnight America/Los_Angeles; DST is taken from Intl, not hard-coded.

const PACIFIC = 'America/Los_Angeles';
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function pacificWallClock(ms: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Pacific offset from UTC in ms at an instant (−8 h in winter, −7 h in summer). */
function pacificOffsetMs(ms: number): number {
  const w = pacificWallClock(ms);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(ms / 1000) * 1000;
}

/** The Pacific calendar day (YYYY-MM-DD) an instant falls on: the key of a quota ledger row. */
export function pacificDay(now: Date): string {
  const w = pacificWallClock(now.getTime());
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The first midnight in America/Los_Angeles strictly after `now` (when a spent key works again). */
export function nextPacificMidnight(now: Date): Date {
  const w = pacificWallClock(now.getTime());
  // Midnight of the next wall-clock day, read as if it were UTC; Date.UTC rolls months and years over.
  const wallMidnight = Date.UTC(w.year, w.month - 1, w.day + 1);
  // DST switches at 02:00, so midnight always exists once; refine the offset at the guessed instant.
  let instant = wallMidnight - pacificOffsetMs(wallMidnight);
  instant = wallMidnight - pacificOffsetMs(instant);
  return new Date(instant);
}
