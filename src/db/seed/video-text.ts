// Titles, descriptions and tags of generated videos.

import { leafBySlug } from './categories.ts';
import { josa } from './korean.ts';
import { chance, pick, randInt, shuffle, type Rng } from './prng.ts';
import {
  ENGLISH_CLOSINGS,
  ENGLISH_INTROS,
  ENGLISH_TITLES,
  KOREAN_CLOSINGS,
  KOREAN_INTROS,
  KOREAN_TITLE_ENDINGS,
  KOREAN_TITLES,
  type TitleTemplate,
} from './templates.ts';
import { GENERIC_TAGS, type Topic } from './vocabulary.ts';
import type { ChannelType } from '../schema.ts';

export interface TextContext {
  /** Keyword text (Korean); the Korean title always contains it. */
  keyword: string;
  /** Whether the keyword ends with a word after the topic (교육, 요령 …). */
  hasSuffix: boolean;
  /** The modifier in front of the topic, if any (어린이, 아파트 …). */
  prefix: string | null;
  topic: Topic;
  org: string;
  channelType: ChannelType | null;
  year: number;
  durationSeconds: number;
  english: boolean;
}

const PLACEHOLDER = /\{([a-z]+)(?:\.([^}]+))?\}/gu;

export function render(text: string, ctx: TextContext, n: number): string {
  return text.replace(PLACEHOLDER, (_all, name: string, particle: string | undefined) => {
    const value =
      name === 'kw'
        ? ctx.keyword
        : name === 'en'
          ? ctx.topic.en
          : name === 'org'
            ? ctx.org
            : name === 'n'
              ? String(n)
              : name === 'year'
                ? String(ctx.year)
                : '';
    return particle ? josa(value, particle) : value;
  });
}

/** Fixed words of a template, without placeholders and punctuation. */
function fixedWords(template: string): string[] {
  return template
    .replace(PLACEHOLDER, ' ')
    .split(/[\s|!?,:()[\]#-]+/u)
    .filter((w) => w.length >= 2);
}

/** True when the template would repeat a word of the keyword ("교육 교육", "소방관이 … 소방관"). */
function clashes(template: TitleTemplate, keyword: string): boolean {
  const kwWords = keyword.split(' ').filter((w) => w.length >= 2);
  return fixedWords(template.text).some((fixed) => keyword.includes(fixed) || kwWords.some((w) => fixed.includes(w)));
}

function chooseTemplate(rng: Rng, ctx: TextContext): TitleTemplate {
  const bank = ctx.english ? ENGLISH_TITLES : KOREAN_TITLES;
  if (ctx.durationSeconds <= 60 && chance(rng, 0.5)) return pick(rng, bank.shorts);
  const templates = bank[ctx.topic.kind];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const template = pick(rng, templates);
    if (template.bare && ctx.hasSuffix) continue;
    if (template.brief && ctx.durationSeconds >= 240) continue;
    if (!ctx.english && clashes(template, ctx.keyword)) continue;
    return template;
  }
  return { text: ctx.english ? '{en} - {org}' : '[{org}] {kw}' };
}

export function makeTitle(rng: Rng, ctx: TextContext): string {
  const template = chooseTemplate(rng, ctx);
  let title = render(template.text, ctx, randInt(rng, 3, 7));
  if (ctx.english || template.short) return title;
  const official = ctx.channelType === 'fire_dept' || ctx.channelType === 'fire_station';
  if (!title.includes(ctx.org) && chance(rng, official ? 0.4 : 0.08)) title = `[${ctx.org}] ${title}`;
  if (chance(rng, 0.1)) {
    const ending = render(pick(rng, KOREAN_TITLE_ENDINGS), ctx, 0);
    if (!title.includes(ctx.org) || !ending.includes(ctx.org)) title += ending;
  }
  return title;
}

function tipsFor(topic: Topic): readonly string[] {
  return topic.categories.flatMap((slug) => leafBySlug(slug).tips);
}

/** One to three sentences, 80–250 characters. */
export function makeDescription(rng: Rng, ctx: TextContext): string {
  const parts: string[] = [];
  if (ctx.english) {
    parts.push(render(pick(rng, ENGLISH_INTROS), ctx, 0));
    parts.push(pick(rng, leafBySlug(ctx.topic.categories[0]!).parent.tipsEn));
    parts.push(render(pick(rng, ENGLISH_CLOSINGS), ctx, 0));
  } else {
    const official = ctx.channelType === 'fire_dept' || ctx.channelType === 'fire_station';
    const pools: (readonly string[])[] = [KOREAN_INTROS.any];
    if (official) pools.push(KOREAN_INTROS.fire);
    if (ctx.topic.kind === 'field') pools.push(KOREAN_INTROS.field);
    if (ctx.topic.kind === 'story') pools.push(KOREAN_INTROS.story);
    parts.push(render(pick(rng, pick(rng, pools)), ctx, 0));
    const tips = shuffle(rng, [...tipsFor(ctx.topic)]);
    parts.push(tips[0]!);
    if (chance(rng, 0.75)) parts.push(render(pick(rng, KOREAN_CLOSINGS), ctx, 0));
    if (parts.join(' ').length < 80 && tips[1]) parts.splice(2, 0, tips[1]);
  }
  let text = parts.join(' ');
  while (text.length > 250 && parts.length > 1) {
    parts.pop();
    text = parts.join(' ');
  }
  if (text.length < 80) text += ctx.english ? ' Stay safe and look after each other.' : ' 안전한 하루 보내세요.';
  return text;
}

/** 3–10 tags: the keyword and topic first, then topic words, category, generic tags. */
export function makeTags(rng: Rng, ctx: TextContext): string[] {
  const leaf = leafBySlug(ctx.topic.categories[0]!);
  const rest = [...ctx.topic.tags, leaf.name, ...GENERIC_TAGS.filter(() => chance(rng, 0.35))];
  if (ctx.prefix) rest.push(ctx.prefix);
  if (ctx.english) rest.push('fire safety', 'firefighter', 'safety tips');
  else if (ctx.channelType === 'fire_dept' || ctx.channelType === 'fire_station') rest.push(ctx.org);
  const head = ctx.english ? [ctx.topic.en.toLowerCase(), ctx.topic.ko] : [ctx.keyword, ctx.topic.ko];
  const tags = [...new Set([...head, ...shuffle(rng, rest)])];
  for (const generic of GENERIC_TAGS) {
    if (tags.length >= 3) break;
    if (!tags.includes(generic)) tags.push(generic);
  }
  return tags.slice(0, randInt(rng, 3, Math.min(10, tags.length)));
}
