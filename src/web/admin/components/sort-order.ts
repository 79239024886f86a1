// Moving an item in an ordered list (categories among their siblings, a kit's videos), and what a screen reader
// hears while one is dragged (in Korean).

/** The ids with the one at `from` moved to `to`. */
export function moveId<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** 을 or 를 after a word (소화기를, 화재 안전을); (을)를 when the last letter is not Hangul. */
export function josa(word: string, withFinal: string, withoutFinal: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code >= 11172) return `${withFinal.length === 1 ? `(${withFinal})` : withFinal}${withoutFinal}`;
  return code % 28 === 0 ? withoutFinal : withFinal;
}
export const objectOf = (word: string) => `'${word}'${josa(word, '을', '를')}`;
export const topicOf = (word: string) => `'${word}'${josa(word, '은', '는')}`;

export const SORT_INSTRUCTIONS =
  '순서를 바꾸려면 스페이스나 Enter로 들어 올리고, 위아래 화살표로 옮긴 뒤 스페이스나 Enter로 놓으세요. Esc를 누르면 취소합니다.';

export type SortId = string | number;

interface Positioned {
  name: (id: SortId) => string;
  position: (id: SortId) => number;
  total: number;
}

/** dnd-kit announcements: picked up, over a place, dropped, cancelled. */
export function koreanAnnouncements({ name, position, total }: Positioned) {
  return {
    onDragStart: ({ active }: { active: { id: SortId } }) =>
      `${objectOf(name(active.id))} 들었습니다. 지금 ${total}개 중 ${position(active.id)}번째입니다.`,
    onDragOver: ({ active, over }: { active: { id: SortId }; over: { id: SortId } | null }) =>
      over
        ? `${topicOf(name(active.id))} ${total}개 중 ${position(over.id)}번째 자리로 갑니다.`
        : `${topicOf(name(active.id))} 놓을 자리 밖에 있습니다.`,
    onDragEnd: ({ active, over }: { active: { id: SortId }; over: { id: SortId } | null }) =>
      over
        ? `${objectOf(name(active.id))} ${position(over.id)}번째 자리에 놓았습니다.`
        : `${objectOf(name(active.id))} 제자리에 두었습니다.`,
    onDragCancel: ({ active }: { active: { id: SortId } }) => `옮기기를 취소했습니다. ${topicOf(name(active.id))} 제자리에 있습니다.`,
  };
}

/** The live-region sentence after a move by button or drag. */
export const movedMessage = (name: string, position: number, total: number) =>
  `${objectOf(name)} ${total}개 중 ${position}번째로 옮겼습니다.`;
