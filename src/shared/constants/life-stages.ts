// Life-cycle facets as the national safety-education platform uses them (issue 22): who a keyword or a video is for.
// Keywords and videos carry them (staff set, the rules below suggest); a video without its own takes its keyword's.
import type { AudienceType } from './audiences.ts';

export const LIFE_STAGES = ['infant', 'child', 'youth', 'adult', 'senior', 'disabled', 'guardian', 'educator'] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

export const LIFE_STAGE_LABELS: Record<LifeStage, string> = {
  infant: '영유아',
  child: '아동',
  youth: '청소년',
  adult: '성인',
  senior: '노인',
  disabled: '장애인',
  guardian: '보호자',
  educator: '교사·강사',
};

/** The two facets: the stage of life, and for whom the video is made to be shown. */
export const LIFE_STAGE_GROUPS: readonly { label: string; stages: readonly LifeStage[] }[] = [
  { label: '생애주기', stages: ['infant', 'child', 'youth', 'adult', 'senior', 'disabled'] },
  { label: '누구를 위한', stages: ['guardian', 'educator'] },
];

/** The five audiences of the home page and /audience-network map onto the stages. */
export const AUDIENCE_LIFE_STAGES: Record<AudienceType, LifeStage> = {
  children: 'child',
  teenager: 'youth',
  adult: 'adult',
  elderly: 'senior',
  disabled: 'disabled',
};

export function isLifeStage(value: string): value is LifeStage {
  return (LIFE_STAGES as readonly string[]).includes(value);
}

/**
 * What the classifier suggests from a keyword's or a title's words (first match per stage; staff decide).
 * Data, not code: add a word here.
 */
export const LIFE_STAGE_RULES: readonly { stage: LifeStage; words: readonly string[] }[] = [
  { stage: 'infant', words: ['영유아', '유아', '어린이집', '유치원', '아기', '영아', '신생아'] },
  { stage: 'child', words: ['어린이', '초등', '아동', '아이', '키즈', '동요', '뽀로로', '어린이집', '유치원'] },
  { stage: 'youth', words: ['청소년', '중학생', '고등학생', '학생', '학교', '수학여행', '10대'] },
  { stage: 'senior', words: ['어르신', '노인', '고령', '경로당', '시니어', '요양'] },
  { stage: 'disabled', words: ['장애인', '장애', '휠체어', '시각장애', '청각장애', '수어', '점자', '발달장애'] },
  { stage: 'guardian', words: ['부모', '보호자', '엄마', '아빠', '가정', '육아', '가족'] },
  { stage: 'educator', words: ['교사', '선생님', '강사', '교육자료', '수업', '교안', '안전교육'] },
  { stage: 'adult', words: ['직장', '사무실', '운전', '공장', '회사', '성인', '대학생', '캠핑', '등산'] },
];

/** Stages the rules suggest for a text (in LIFE_STAGES order). */
export function suggestLifeStages(text: string): LifeStage[] {
  const lower = text.toLowerCase();
  const found = new Set<LifeStage>();
  for (const rule of LIFE_STAGE_RULES) if (rule.words.some((word) => lower.includes(word))) found.add(rule.stage);
  return LIFE_STAGES.filter((stage) => found.has(stage));
}
