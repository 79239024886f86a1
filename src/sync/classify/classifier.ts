// Rule-based classification of a video to one keyword (R-SYNC-06). Pure: rules come in, a match comes out.
import { GENERIC_WORDS, SYNONYMS } from '../../shared/search/vocabulary.ts';
import { describeMatch, type EvidenceKind, type FieldEvidence, type FieldName } from './reason.ts';
import { compact, findPhrase, keywordWords, toSegments, type Segments } from './text-match.ts';

/*
 * Scoring, in one place:
 * - Per field, a match quality q: the keyword written as a phrase 1.0 (spaces and particles free:
 *   소화기 사용법 / 소화기사용법을); its words all present but apart ×0.85; a word only inside a longer word
 *   (분말소화기) 0.6; a synonym from the search vocabulary instead of the word ×0.75; search_keyword ×0.9.
 * - Evidence = 1 − Π(1 − strength·q) over title 0.85, tags 0.55, description 0.35: the title alone
 *   reaches 0.85, fields that agree push it up, tags and description without the title stay below 0.75.
 * - Specificity s = ½·length + ½·rarity: length = characters of the non-generic words / 6 (max 1),
 *   rarity = 1 − ln(keywords containing this one) / ln(max(keywords, 30)); 0 for broad words (안전, 소방).
 * - Confidence = evidence × (0.6 + 0.4·s), and ×0.85 when a keyword on another topic scores within 10 %.
 */

export interface KeywordRuleInput {
  id: number;
  keyword: string;
  searchKeyword?: string | null;
  categoryIds: readonly number[];
}

interface Pattern {
  words: string[];
  weight: number;
}

export interface KeywordRule {
  id: number;
  keyword: string;
  categoryIds: number[];
  patterns: Pattern[];
  /** The non-generic words: keywords sharing one are about the same thing. */
  content: string[];
  core: string;
  specificity: number;
}

export interface Classifier {
  rules: KeywordRule[];
  synonyms: ReadonlyMap<string, readonly string[][]>;
  /** Word (or synonym) that a video's text must contain → rules that need it. */
  anchors: ReadonlyMap<string, KeywordRule[]>;
}

export interface VideoText {
  title: string;
  description?: string | null;
  tags?: readonly string[] | null;
}

export interface Classification {
  keywordId: number;
  keyword: string;
  categoryIds: number[];
  confidence: number;
  reason: string;
}

/** Words that say little about a topic on their own (the search vocabulary's, plus the catalogue's subject). */
export const BROAD_WORDS: ReadonlySet<string> = new Set([...GENERIC_WORDS, '소방', '119', '재난', '사고', '뉴스', '영상']);

const STRENGTH: Record<FieldName, number> = { title: 0.85, tags: 0.55, description: 0.35 };
const FIELDS: readonly FieldName[] = ['title', 'tags', 'description'];
const SCATTERED = 0.85;
const COMPOUND = 0.6;
const SYNONYM = 0.75;
const SEARCH_KEYWORD = 0.9;
const RIVAL_WITHIN = 0.9;
const RIVAL_PENALTY = 0.85;

const charLength = (text: string) => Array.from(text).length;

export function buildClassifier(
  rows: readonly KeywordRuleInput[],
  synonyms: Readonly<Record<string, readonly string[]>> = SYNONYMS,
): Classifier {
  const synonymWords = new Map<string, string[][]>();
  for (const [word, related] of Object.entries(synonyms)) {
    synonymWords.set(
      word.normalize('NFC').toLowerCase(),
      related.map(keywordWords).filter((w) => w.length > 0),
    );
  }
  const rules: KeywordRule[] = [];
  for (const row of rows) {
    const words = keywordWords(row.keyword);
    if (words.length === 0) continue;
    const patterns: Pattern[] = [{ words, weight: 1 }];
    const alternative = keywordWords(row.searchKeyword ?? '');
    if (alternative.length > 0 && compact(alternative) !== compact(words)) patterns.push({ words: alternative, weight: SEARCH_KEYWORD });
    const content = words.filter((w) => !BROAD_WORDS.has(w));
    rules.push({
      id: row.id,
      keyword: row.keyword.trim(),
      categoryIds: [...row.categoryIds],
      patterns,
      content,
      core: compact(content),
      specificity: 0,
    });
  }
  const fullForms = rules.map((rule) => compact(rule.patterns[0]!.words));
  const scale = Math.log(Math.max(rules.length, 30));
  const anchors = new Map<string, KeywordRule[]>();
  const addAnchor = (key: string, rule: KeywordRule) => {
    const list = anchors.get(key) ?? [];
    if (!list.includes(rule)) list.push(rule);
    anchors.set(key, list);
  };
  rules.forEach((rule, i) => {
    const cover = fullForms.filter((form) => form.includes(fullForms[i]!)).length;
    const rarity = Math.min(1, Math.max(0, 1 - Math.log(cover) / scale));
    rule.specificity = rule.core ? 0.5 * Math.min(1, charLength(rule.core) / 6) + 0.5 * rarity : 0;
    for (const pattern of rule.patterns) {
      // The longest word is the rarest in practice; a video without it (or its synonyms) cannot match.
      const anchor = [...pattern.words].sort((a, b) => charLength(b) - charLength(a))[0]!;
      addAnchor(anchor, rule);
      for (const related of synonymWords.get(anchor) ?? []) addAnchor(compact(related), rule);
    }
  });
  return { rules, synonyms: synonymWords, anchors };
}

interface FieldMatch {
  quality: number;
  kind: EvidenceKind;
  synonym?: string | undefined;
}

function better(a: FieldMatch | null, b: FieldMatch | null): FieldMatch | null {
  if (!a) return b;
  if (!b) return a;
  return b.quality > a.quality ? b : a;
}

/** One word (or the whole single-word keyword) directly or through a synonym. */
function matchWord(c: Classifier, segments: Segments, words: string[]): FieldMatch | null {
  const direct = findPhrase(segments, words);
  let best: FieldMatch | null = direct
    ? { quality: direct === 'clean' ? 1 : COMPOUND, kind: direct === 'clean' ? 'exact' : 'compound' }
    : null;
  if (best?.quality === 1 || words.length !== 1) return best;
  for (const related of c.synonyms.get(words[0]!) ?? []) {
    const found = findPhrase(segments, related);
    if (found) best = better(best, { quality: SYNONYM * (found === 'clean' ? 1 : COMPOUND), kind: 'synonym', synonym: related.join(' ') });
  }
  return best;
}

function matchPattern(c: Classifier, segments: Segments, words: string[]): FieldMatch | null {
  if (segments.length === 0) return null;
  const phrase = matchWord(c, segments, words);
  if (words.length === 1 || phrase?.quality === 1) return phrase;
  let quality = SCATTERED;
  let kind: EvidenceKind = 'scattered';
  let synonym: string | undefined;
  for (const word of words) {
    const found = matchWord(c, segments, [word]);
    if (!found) return phrase;
    quality *= found.quality;
    if (found.kind === 'synonym') [kind, synonym] = ['synonym', found.synonym];
  }
  return better(phrase, { quality, kind, synonym });
}

interface Scored {
  rule: KeywordRule;
  confidence: number;
  evidence: FieldEvidence[];
}

function score(c: Classifier, rule: KeywordRule, fields: Record<FieldName, Segments>): Scored | null {
  const evidence: FieldEvidence[] = [];
  let miss = 1;
  for (const field of FIELDS) {
    let best: FieldMatch | null = null;
    for (const pattern of rule.patterns) {
      const found = matchPattern(c, fields[field], pattern.words);
      if (found) best = better(best, { ...found, quality: found.quality * pattern.weight });
    }
    if (!best) continue;
    evidence.push({ field, quality: best.quality, kind: best.kind, synonym: best.synonym });
    miss *= 1 - STRENGTH[field] * best.quality;
  }
  if (evidence.length === 0) return null;
  return { rule, confidence: (1 - miss) * (0.6 + 0.4 * rule.specificity), evidence };
}

// Keywords sharing a content word (소화기 사용법 / 소화기 점검) are variants, not rival topics.
const sameTopic = (a: KeywordRule, b: KeywordRule) =>
  a.content.length === 0 || b.content.length === 0 || a.content.some((w) => b.content.includes(w));

/** The best keyword for a video, or null when no keyword's words are in its title, description or tags. */
export function classifyVideo(c: Classifier, video: VideoText): Classification | null {
  const fields: Record<FieldName, Segments> = {
    title: toSegments([video.title]),
    tags: toSegments(video.tags ?? []),
    description: toSegments((video.description ?? '').split('\n')),
  };
  const haystack = FIELDS.flatMap((f) => fields[f].flatMap((tokens) => [...tokens, compact(tokens)])).join(' ');
  const candidates = new Set<KeywordRule>();
  for (const [anchor, rules] of c.anchors) if (haystack.includes(anchor)) for (const rule of rules) candidates.add(rule);

  const scored = [...candidates].map((rule) => score(c, rule, fields)).filter((s): s is Scored => s !== null);
  if (scored.length === 0) return null;
  scored.sort((a, b) => b.confidence - a.confidence || charLength(b.rule.core) - charLength(a.rule.core) || a.rule.id - b.rule.id);
  const best = scored[0]!;
  const rival = scored.find((s) => s !== best && !sameTopic(s.rule, best.rule) && s.confidence >= best.confidence * RIVAL_WITHIN);
  const confidence = Math.round(Math.min(1, best.confidence * (rival ? RIVAL_PENALTY : 1)) * 1000) / 1000;
  return {
    keywordId: best.rule.id,
    keyword: best.rule.keyword,
    categoryIds: best.rule.categoryIds,
    confidence,
    reason: describeMatch({
      keyword: best.rule.keyword,
      evidence: best.evidence,
      broad: best.rule.specificity < 0.3,
      rival: rival?.rule.keyword,
    }),
  };
}
