import { describe, expect, it } from 'vitest';
import { AUDIENCE_LIFE_STAGES, LIFE_STAGES, LIFE_STAGE_GROUPS, isLifeStage, suggestLifeStages } from './life-stages.ts';

describe('suggestLifeStages', () => {
  it('finds the stages a text names, in LIFE_STAGES order, once each', () => {
    expect(suggestLifeStages('어르신을 위한 겨울철 화재 예방')).toEqual(['senior']);
    expect(suggestLifeStages('유치원 어린이와 부모가 함께 보는 소화기 사용법')).toEqual(['infant', 'child', 'guardian']);
    expect(suggestLifeStages('선생님이 수업에 쓰는 안전교육 자료, 초등학생용')).toEqual(['child', 'youth', 'educator']);
    expect(suggestLifeStages('휠체어 이용 장애인 대피 요령')).toEqual(['disabled']);
    expect(suggestLifeStages('캠핑장 화재 예방 수칙')).toEqual(['adult']);
  });

  it('suggests nothing for a text that names no one', () => {
    expect(suggestLifeStages('소화기 사용법')).toEqual([]);
    expect(suggestLifeStages('')).toEqual([]);
  });

  it('every stage is in one of the two facets, and every audience maps onto a stage', () => {
    expect(LIFE_STAGE_GROUPS.flatMap((g) => g.stages).sort()).toEqual([...LIFE_STAGES].sort());
    for (const stage of Object.values(AUDIENCE_LIFE_STAGES)) expect(isLifeStage(stage)).toBe(true);
    expect(isLifeStage('baby')).toBe(false);
  });
});
