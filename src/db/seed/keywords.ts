// The keyword list: every topic, then "modifier topic", "topic suffix" and (to reach the
// target) "modifier topic suffix" combinations, sampled with the seeded generator.

import { leafBySlug } from './categories.ts';
import { chance, logNormal, logUniform, shuffle, streamFor } from './prng.ts';
import { TOPICS, type Topic } from './vocabulary.ts';

export interface KeywordModel {
  text: string;
  slug: string;
  topic: Topic;
  topicIndex: number;
  prefix: string | null;
  suffix: string | null;
  /** 0 = the topic itself, 1 = one modifier, 2 = modifier and suffix. */
  level: 0 | 1 | 2;
  status: 'active' | 'inactive';
  /** Relative share of videos (heavy-tailed). */
  weight: number;
  /** Page views of /view/{slug}. */
  pageViews: number;
  createdAt: Date;
  collectedAt: Date | null;
  /** Leaf category slugs, main first (one or two). */
  categories: string[];
  /** Leaf and top-level slugs, for matching a channel's focus. */
  focusSlugs: Set<string>;
}

const DAY = 86_400_000;

export function keywordSlug(text: string): string {
  return text.trim().replace(/\s+/gu, '-');
}

type Candidate = Pick<KeywordModel, 'text' | 'topic' | 'topicIndex' | 'prefix' | 'suffix' | 'level'>;

function candidates(): { base: Candidate[]; single: Candidate[]; double: Candidate[] } {
  const base: Candidate[] = [];
  const single: Candidate[] = [];
  const double: Candidate[] = [];
  TOPICS.forEach((topic, topicIndex) => {
    base.push({ text: topic.ko, topic, topicIndex, prefix: null, suffix: null, level: 0 });
    for (const prefix of topic.prefixes) single.push({ text: `${prefix} ${topic.ko}`, topic, topicIndex, prefix, suffix: null, level: 1 });
    for (const suffix of topic.suffixes) {
      single.push({ text: `${topic.ko} ${suffix}`, topic, topicIndex, prefix: null, suffix, level: 1 });
      for (const prefix of topic.prefixes) {
        double.push({ text: `${prefix} ${topic.ko} ${suffix}`, topic, topicIndex, prefix, suffix, level: 2 });
      }
    }
  });
  return { base, single, double };
}

export function buildKeywords(seed: number, count: number, now: Date): KeywordModel[] {
  const rng = streamFor(seed, 'keywords');
  const { base, single, double } = candidates();
  const seen = new Set<string>();
  const chosen: Candidate[] = [];
  const take = (list: Candidate[]) => {
    for (const c of list) {
      if (chosen.length >= count) return;
      if (seen.has(c.text)) continue;
      seen.add(c.text);
      chosen.push(c);
    }
  };
  take(base);
  take(shuffle(rng, single));
  take(shuffle(rng, double));
  // Related keywords get adjacent ids: topic order, then level, then text.
  chosen.sort((a, b) => a.topicIndex - b.topicIndex || a.level - b.level || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));

  return chosen.map((c) => {
    const inactive = c.level > 0 && chance(rng, 0.03);
    const weight = c.topic.weight ** 2 * [4, 0.8, 0.3][c.level]! * logNormal(rng, 1, c.level === 0 ? 0.35 : 0.75) * (inactive ? 0.2 : 1);
    const createdAt = new Date(now.getTime() - Math.round(logUniform(rng, 20, 730) * DAY));
    const collectedAt =
      inactive && chance(rng, 0.5) ? null : new Date(Math.max(createdAt.getTime(), now.getTime() - Math.round(rng() * 21 * DAY)));
    const categories = c.topic.categories.slice(0, 2);
    const focusSlugs = new Set(categories.flatMap((slug) => [slug, leafBySlug(slug).parent.slug]));
    return {
      ...c,
      slug: keywordSlug(c.text),
      status: inactive ? 'inactive' : 'active',
      weight,
      pageViews: Math.round(logNormal(rng, 40 * Math.sqrt(weight), 1.1)),
      createdAt,
      collectedAt,
      categories,
      focusSlugs,
    } satisfies KeywordModel;
  });
}
