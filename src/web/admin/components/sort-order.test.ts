import { describe, expect, it } from 'vitest';
import { koreanAnnouncements, movedMessage, moveId, objectOf, topicOf } from './sort-order.ts';

describe('moveId', () => {
  it('moves one id up or down and keeps the rest in order', () => {
    expect(moveId([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2], 1, 5)).toEqual([1, 2]);
  });
});

describe('Korean announcements', () => {
  it('uses 을/를 and 은/는 by the last syllable', () => {
    expect(objectOf('화재 안전')).toBe("'화재 안전'을");
    expect(objectOf('소화기')).toBe("'소화기'를");
    expect(topicOf('응급처치')).toBe("'응급처치'는");
    expect(objectOf('CPR')).toBe("'CPR'(을)를");
  });

  it('tells where the dragged category is, was dropped, or stays', () => {
    const names = new Map([
      [1, '화재 안전'],
      [2, '응급처치'],
    ]);
    const a = koreanAnnouncements({ name: (id) => names.get(Number(id))!, position: (id) => [1, 2].indexOf(Number(id)) + 1, total: 2 });
    expect(a.onDragStart({ active: { id: 1 } })).toBe("'화재 안전'을 들었습니다. 지금 2개 중 1번째입니다.");
    expect(a.onDragOver({ active: { id: 1 }, over: { id: 2 } })).toBe("'화재 안전'은 2개 중 2번째 자리로 갑니다.");
    expect(a.onDragEnd({ active: { id: 1 }, over: { id: 2 } })).toBe("'화재 안전'을 2번째 자리에 놓았습니다.");
    expect(a.onDragCancel({ active: { id: 2 } })).toBe("옮기기를 취소했습니다. '응급처치'는 제자리에 있습니다.");
    expect(movedMessage('소화기', 3, 5)).toBe("'소화기'를 5개 중 3번째로 옮겼습니다.");
  });
});
