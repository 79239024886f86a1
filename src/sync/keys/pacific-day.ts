// YouTube quota resets at midnight America/Los_Angeles; the ledger is kept per Pacific calendar day.
const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the Pacific calendar day containing the instant. */
export function pacificDay(at: Date): string {
  return PACIFIC_DAY.format(at);
}
