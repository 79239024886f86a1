// promtool's `check metrics` rules (Prometheus client_golang testutil/promlint), applied to exposition text, so the
// naming stays right on a machine without promtool. Each problem reads like promtool's own line.
const NON_BASE_UNITS: Record<string, string> = {
  minutes: 'seconds',
  hours: 'seconds',
  days: 'seconds',
  weeks: 'seconds',
  milliseconds: 'seconds',
  microseconds: 'seconds',
  nanoseconds: 'seconds',
  millis: 'seconds',
  micros: 'seconds',
  nanos: 'seconds',
  kilobytes: 'bytes',
  megabytes: 'bytes',
  gigabytes: 'bytes',
  terabytes: 'bytes',
  petabytes: 'bytes',
  kibibytes: 'bytes',
  mebibytes: 'bytes',
  gibibytes: 'bytes',
  celsius: 'celsius',
  fahrenheit: 'celsius',
  percent: 'ratio',
};
const ABBREVIATIONS = new Set(['s', 'ms', 'us', 'ns', 'sec', 'b', 'kb', 'mb', 'gb', 'tb', 'pb', 'm', 'h', 'd']);
const TYPE_WORDS = ['counter', 'gauge', 'histogram', 'summary'];

interface Family {
  name: string;
  type: string;
  help: string | undefined;
  labels: Set<string>;
}

function families(text: string): Family[] {
  const byName = new Map<string, Family>();
  const family = (name: string) => {
    let found = byName.get(name);
    if (!found) byName.set(name, (found = { name, type: 'untyped', help: undefined, labels: new Set() }));
    return found;
  };
  let current: Family | undefined;
  for (const line of text.split('\n')) {
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      current = family(meta[2]!);
      if (meta[1] === 'HELP') current.help = meta[3];
      else current.type = meta[3]!;
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? /.exec(line);
    if (!sample || !current) continue;
    for (const pair of sample[2]?.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="/g) ?? []) current.labels.add(pair[1]!);
  }
  return [...byName.values()];
}

/** promtool's problems with this exposition text; empty when `promtool check metrics` would pass. */
export function promlint(text: string): string[] {
  const problems: string[] = [];
  for (const { name, type, help, labels } of families(text)) {
    const say = (text: string) => problems.push(`${name} ${text}`);
    if (!help) say('no help text');
    if (name.includes(':')) say('metric names should not contain ":"');
    if (/[A-Z]/.test(name)) say("metric names should be written in 'snake_case' not 'camelCase'");
    for (const label of labels) if (/[A-Z]/.test(label)) say(`label names should be written in 'snake_case' not 'camelCase'`);
    if (type === 'counter' && !name.endsWith('_total')) say('counter metrics should have "_total" suffix');
    if (type !== 'counter' && name.endsWith('_total')) say('non-counter metrics should not have "_total" suffix');
    if (type !== 'histogram' && type !== 'summary')
      for (const suffix of ['_count', '_sum', '_bucket'])
        if (name.endsWith(suffix)) say(`non-histogram and non-summary metrics should not have "${suffix}" suffix`);
    const tokens = name.split('_');
    for (const token of tokens) {
      if (token in NON_BASE_UNITS && NON_BASE_UNITS[token] !== token) say(`use base unit "${NON_BASE_UNITS[token]}" instead of "${token}"`);
      if (ABBREVIATIONS.has(token)) say('metric names should not contain abbreviated units');
    }
    for (const word of TYPE_WORDS) if (tokens.includes(word)) say(`metric name should not include type '${word}'`);
  }
  return problems;
}
