// The curation queue's "why" in Korean: where the keyword was found, where not, and what made it doubtful.

export type FieldName = 'title' | 'description' | 'tags';
export type EvidenceKind = 'exact' | 'compound' | 'scattered' | 'synonym';

export interface FieldEvidence {
  field: FieldName;
  quality: number;
  kind: EvidenceKind;
  /** The related word that matched instead of the keyword itself (synonym matches). */
  synonym?: string | undefined;
}

export const NO_MATCH_REASON = '일치하는 키워드가 없습니다';

/** Display order follows how an expert reads a video page: title, then description, then tags. */
const FIELD_ORDER: readonly FieldName[] = ['title', 'description', 'tags'];
const FIELD_LABELS: Record<FieldName, string> = { title: '제목', description: '설명', tags: '태그' };

// Final consonant index (0 none, 8 ㄹ) of digits read in Korean: 영 일 이 삼 사 오 육 칠 팔 구.
const DIGIT_FINALS = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0];

/** Index of the word's final consonant (받침; 0 = none, 8 = ㄹ), null when it cannot tell (Latin). */
function finalConsonant(word: string): number | null {
  const last = Array.from(word.trim()).pop() ?? '';
  const code = last.codePointAt(0) ?? 0;
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28;
  if (/^[0-9]$/u.test(last)) return DIGIT_FINALS[Number(last)]!;
  return null;
}

/** Picks 이/가, 은/는, 을/를 after a word; both forms shown when unknown (e.g. "이(가)"). */
export function josa(word: string, withFinal: string, withoutFinal: string): string {
  const final = finalConsonant(word);
  if (final === null) return `${withFinal}(${withoutFinal})`;
  return final > 0 ? withFinal : withoutFinal;
}

/** 으로/로: ㄹ-final words take 로 as if they had none. */
export function josaRo(word: string): string {
  const final = finalConsonant(word);
  if (final === null) return '(으)로';
  return final > 0 && final !== 8 ? '으로' : '로';
}

// Short Latin synonyms are acronyms (cpr, aed, lpg): shown the way people write them.
const quote = (word: string) => `"${/^[a-z]{2,3}$/u.test(word) ? word.toUpperCase() : word}"`;

export interface ReasonInput {
  keyword: string;
  evidence: FieldEvidence[];
  broad: boolean;
  rival?: string | undefined;
}

export function describeMatch({ keyword, evidence, broad, rival }: ReasonInput): string {
  const found = FIELD_ORDER.filter((field) => evidence.some((e) => e.field === field));
  const missing = FIELD_ORDER.filter((field) => !found.includes(field));
  const label = (fields: readonly FieldName[]) => fields.map((field) => FIELD_LABELS[field]).join('·');
  const subject = `${quote(keyword)}${josa(keyword, '이', '가')}`;
  const parts = [
    missing.length === 0 ? `${label(found)} 모두에 ${subject} 있음` : `${label(found)}에 ${subject} 있지만 ${label(missing)}에는 없음`,
  ];
  // One note per kind of weak match, naming every field it applies to (제목·태그는 유사어 …).
  const notes = new Map<string, FieldName[]>();
  for (const e of evidence) {
    const note =
      e.kind === 'synonym' && e.synonym
        ? `유사어 ${quote(e.synonym)}${josaRo(e.synonym)} 일치`
        : e.kind === 'compound'
          ? '다른 낱말의 일부로만 일치'
          : e.kind === 'scattered'
            ? '낱말이 떨어져 있음'
            : null;
    if (note) notes.set(note, [...(notes.get(note) ?? []), e.field]);
  }
  for (const [note, fields] of notes) {
    const ordered = FIELD_ORDER.filter((field) => fields.includes(field));
    const last = FIELD_LABELS[ordered[ordered.length - 1]!];
    parts.push(`${label(ordered)}${josa(last, '은', '는')} ${note}`);
  }
  if (broad) parts.push(`${quote(keyword)}${josa(keyword, '은', '는')} 뜻이 넓은 키워드임`);
  if (rival) parts.push(`${quote(rival)}에도 해당함`);
  return parts.join('; ');
}
