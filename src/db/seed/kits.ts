// The demo catalogue's five lesson kits (수업 꾸러미): for each, the most watched public videos whose titles match its
// theme (the most watched videos overall when too few match), with a note and a discussion question per video.
import type { RawConnection } from '../client.ts';

interface KitSeed {
  slug: string;
  title: string;
  summary: string;
  lifeStages: string[];
  goals: string[];
  /** A POSIX regular expression on the title. */
  pattern: string;
  notes: string[];
  questions: string[];
}

export const DEMO_KITS: readonly KitSeed[] = [
  {
    slug: '유치원-소방-안전',
    title: '유치원 소방 안전',
    summary: '불이 나면 “불이야!” 외치고, 코와 입을 막고 낮은 자세로 나가는 법을 영상으로 함께 익혀요.',
    lifeStages: ['children'],
    goals: ['불이 났을 때 큰 소리로 알릴 수 있어요.', '119에 전화하는 방법을 말할 수 있어요.', '낮은 자세로 대피하는 까닭을 알아요.'],
    pattern: '대피|119|화재|불',
    notes: ['처음 2분만 보여 주세요.', '소리를 조금 키워 주세요.', '장면을 멈추고 따라 해 보세요.', '', '마지막 정리 장면을 함께 봐요.'],
    questions: [
      '불이 나면 가장 먼저 무엇을 해야 할까요?',
      '119에 전화하면 무엇을 말해야 할까요?',
      '왜 낮은 자세로 나가야 할까요?',
      '엘리베이터를 타면 안 되는 까닭은 무엇일까요?',
      '집에서 나가는 길을 그려 볼까요?',
    ],
  },
  {
    slug: '어르신-겨울철-난방-안전',
    title: '어르신 겨울철 난방 안전',
    summary: '전기장판·난로·화목보일러를 안전하게 쓰는 법과 한파 건강관리를 경로당에서 함께 봐요.',
    lifeStages: ['elderly'],
    goals: ['전기장판을 접어서 쓰지 않아요.', '난로 곁에 빨래를 두지 않아요.', '위급할 때 119를 바로 불러요.'],
    pattern: '전기장판|난방|난로|보일러|한파|겨울',
    notes: ['글씨가 작으니 화면을 크게 해 주세요.', '', '중간에 멈추고 집의 난방기를 떠올려 봐요.', '', ''],
    questions: [
      '우리 집 전기장판은 몇 년 되었나요?',
      '난로 곁에 무엇을 두면 위험할까요?',
      '불이 나면 누구에게 먼저 알릴까요?',
      '추운 새벽 외출은 어떻게 할까요?',
      '이웃과 어떤 약속을 해 둘까요?',
    ],
  },
  {
    slug: '장애인-대피-계획',
    title: '장애인 대피 계획',
    summary: '장애 유형별로 미리 세우는 대피 계획, 119 문자·영상 신고, 도움을 청하는 방법을 익혀요.',
    lifeStages: ['disabled', 'adult'],
    goals: ['나에게 맞는 대피 계획을 세워요.', '119 문자 신고를 해 봐요.', '도와줄 사람과 연락 방법을 정해요.'],
    pattern: '대피|피난|장애|신고',
    notes: ['자막을 켜고 보세요.', '', '수어 통역이 있는 영상입니다.', '', ''],
    questions: [
      '우리 집에서 가장 가까운 출구는 어디인가요?',
      '말로 신고하기 어려울 때 어떻게 알릴까요?',
      '누가 나를 도와줄 수 있나요?',
      '대피할 때 꼭 챙길 것은 무엇인가요?',
      '건물에 대피를 돕는 설비가 있나요?',
    ],
  },
  {
    slug: '청소년-심폐소생술',
    title: '청소년 심폐소생술과 응급처치',
    summary: '쓰러진 사람을 봤을 때 반응 확인, 119 신고, 가슴 압박과 자동심장충격기 사용까지 차례로 배워요.',
    lifeStages: ['teenager'],
    goals: ['반응을 확인하고 119에 신고할 수 있다.', '가슴 압박의 깊이와 속도를 안다.', '자동심장충격기를 쓸 수 있다.'],
    pattern: '심폐소생|응급|CPR|심장|AED',
    notes: ['실습 인형을 미리 준비하세요.', '압박 속도는 분당 100~120회입니다.', '', '', ''],
    questions: [
      '쓰러진 사람을 보면 무엇부터 할까요?',
      '가슴 압박은 얼마나 깊게 해야 할까요?',
      '자동심장충격기는 어디에 있나요?',
      '주변 사람에게 무엇을 부탁할까요?',
      '구급대가 오기 전까지 멈추지 않는 까닭은?',
    ],
  },
  {
    slug: '우리-집-화재-예방',
    title: '우리 집 화재 예방',
    summary: '소화기와 화재경보기 준비, 주방과 전기 안전까지 가정에서 바로 실천할 수 있는 화재 예방 수업입니다.',
    lifeStages: ['adult', 'elderly'],
    goals: ['소화기 사용 순서를 말할 수 있다.', '화재경보기를 점검할 수 있다.', '주방·전기 화재를 예방한다.'],
    pattern: '소화기|감지기|경보기|주방|전기|콘센트',
    notes: ['', '집에 있는 소화기 압력계를 확인해 보세요.', '', '멀티탭 사진을 함께 보세요.', ''],
    questions: [
      '소화기는 집 어디에 두는 것이 좋을까요?',
      '화재경보기는 언제 점검하나요?',
      '기름에 불이 붙으면 어떻게 끌까요?',
      '멀티탭을 안전하게 쓰려면?',
      '우리 가족 대피 약속은 무엇인가요?',
    ],
  },
];

const VIDEOS_PER_KIT = 5;

export async function insertDemoKits(conn: RawConnection, now: Date): Promise<number> {
  for (const kit of DEMO_KITS) {
    let videos = await conn.query<{ video_id: string; title: string }>(
      `SELECT video_id, title FROM videos WHERE is_public AND title ~ $1 ORDER BY view_count DESC, id LIMIT ${VIDEOS_PER_KIT}`,
      [kit.pattern],
    );
    if (videos.length < 3) {
      videos = await conn.query<{ video_id: string; title: string }>(
        `SELECT video_id, title FROM videos WHERE is_public ORDER BY view_count DESC, id LIMIT ${VIDEOS_PER_KIT}`,
      );
    }
    if (!videos.length) continue;
    const [row] = await conn.query<{ id: number }>(
      `INSERT INTO lesson_kits (slug, title, summary, life_stages, goals, created_at, updated_at, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $6, 'demo', 'demo') RETURNING id`,
      [kit.slug, kit.title, kit.summary, kit.lifeStages, kit.goals, now.toISOString()],
    );
    for (const [index, video] of videos.entries()) {
      await conn.query(
        `INSERT INTO lesson_kit_videos (kit_id, position, video_id, saved_title, note, question, start_seconds, end_seconds)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          row!.id,
          index + 1,
          video.video_id,
          video.title,
          kit.notes[index] ?? '',
          kit.questions[index] ?? '',
          index === 0 ? 0 : null,
          index === 0 ? 120 : null,
        ],
      );
    }
  }
  return DEMO_KITS.length;
}
