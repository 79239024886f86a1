// Words a staff member or visitor should never read: source file names, K/M/B numbers and raw counter names.
// Specs run it on a page's visible text (issue 25 item 6).

const FILE_NAME = /\b[\w.-]+\.(?:tsx?|jsx?|mjs|json|sql|env)\b/g;
const LATIN_COMPACT_NUMBER = /\b\d+(?:\.\d+)?[KMB]\b/g;
/** Counter keys the job kinds use; a card that prints one has missed its Korean label. */
const RAW_COUNTERS =
  /\b(?:changed|skipped|failed|imported|exists|duplicates|notFound|restricted|inserted|updated|published|queued|vanished|keptDeleted|[a-z]+[A-Z]\w*)\b/g;

/** Developer text found in what the page shows: file names, '15.7K', 'changed'. Empty when the text is clean. */
export function developerText(text: string): string[] {
  return [...(text.match(FILE_NAME) ?? []), ...(text.match(LATIN_COMPACT_NUMBER) ?? []), ...(text.match(RAW_COUNTERS) ?? [])];
}
