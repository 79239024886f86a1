// The home page's "추천 영상" block: four fixed videos chosen by the operators (R-HOME-04 Home).
// Change this list to recommend other videos; each links out to YouTube.

export interface RecommendedVideo {
  /** YouTube video id (11 characters). */
  videoId: string;
  title: string;
  channelName: string;
  durationSeconds: number;
  /** One line on why it is recommended. */
  note: string;
}

export const RECOMMENDED_VIDEOS: readonly RecommendedVideo[] = [
  {
    videoId: 'Vbe3JhYleMw',
    title: '소방안전교육, 영상으로 배워요',
    channelName: '경기도소방재난본부',
    durationSeconds: 547,
    note: '온 가족이 함께 보는 기본 소방안전교육',
  },
  {
    videoId: 'SLyeOgcEaQE',
    title: '[경기소방] 학교 화재 시 행동요령 핵심 정리',
    channelName: '경기도소방재난본부',
    durationSeconds: 2394,
    note: '학교에서 불이 났을 때의 대피 순서',
  },
  {
    videoId: 'eEKt3yoQb5s',
    title: '대학생 지진 대피 요령 안내',
    channelName: '서울특별시소방재난본부',
    durationSeconds: 225,
    note: '흔들릴 때, 멈췄을 때 해야 할 일',
  },
  {
    videoId: 'N5c4YjJ0H3L',
    title: '외국인 하임리히법 완벽 정리',
    channelName: '강원특별자치도소방본부',
    durationSeconds: 147,
    note: '음식물에 목이 막혔을 때 응급처치',
  },
];
