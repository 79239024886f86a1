// Disaster notices (issue 21, ADR 0028): hazards, limits, Korean messages and the ready-made drafts staff start
// from on a bad night. Zod-free: the web (admin page, banner) imports it. The draft texts are data, kept here.

export const HAZARDS = [
  'earthquake',
  'tsunami',
  'wildfire',
  'typhoon',
  'flood',
  'heatwave',
  'coldwave',
  'fire',
  'chemical',
  'other',
] as const;
export type Hazard = (typeof HAZARDS)[number];

export const HAZARD_LABELS: Record<Hazard, string> = {
  earthquake: '지진',
  tsunami: '지진해일',
  wildfire: '산불',
  typhoon: '태풍',
  flood: '호우·홍수',
  heatwave: '폭염',
  coldwave: '한파·대설',
  fire: '대형 화재',
  chemical: '화학 사고',
  other: '기타',
};

/** The whole country; the other region codes are the headquarters regions the channels use (CHANNEL_REGIONS). */
export const NATIONAL_REGION = '전국';

export const ALERT_TITLE_MAX = 60;
export const ALERT_MESSAGE_MAX = 400;
export const ALERT_STEPS_MIN = 1;
export const ALERT_STEPS_MAX = 7;
export const ALERT_STEP_MAX = 80;
export const ALERT_VIDEOS_MAX = 8;
export const ALERT_LINKS_MAX = 4;
export const ALERT_LINK_LABEL_MAX = 40;
/** A notice ends at most this long after it is declared (staff extend it by editing). */
export const ALERT_MAX_DAYS = 7;

/** localStorage key of the visitor's "우리 지역" (no geolocation: the visitor chooses). */
export const ALERT_REGION_STORAGE_KEY = 'alertRegion';

export const ALERT_MESSAGES = {
  hazard: '재난 종류는 목록에 있는 값 가운데 하나여야 합니다.',
  regions: '지역은 전국 또는 목록에 있는 지역(서울, 부산 … 제주)이어야 합니다.',
  regionsEmpty: '지역을 하나 이상 고르세요.',
  regionsNational: '전국을 고르면 다른 지역은 함께 고를 수 없습니다.',
  regionsDuplicate: '같은 지역을 두 번 고를 수 없습니다.',
  title: `제목은 1자 이상 ${ALERT_TITLE_MAX}자 이하여야 합니다.`,
  message: `안내 문구는 ${ALERT_MESSAGE_MAX}자 이하여야 합니다.`,
  steps: `행동 요령은 ${ALERT_STEPS_MIN}개 이상 ${ALERT_STEPS_MAX}개 이하여야 합니다.`,
  step: `행동 요령 한 줄은 1자 이상 ${ALERT_STEP_MAX}자 이하여야 합니다.`,
  videos: `고정 영상은 ${ALERT_VIDEOS_MAX}개까지입니다.`,
  videoUnknown: '카탈로그에 게시된 영상이 아닙니다.',
  videoDuplicate: '같은 영상을 두 번 고를 수 없습니다.',
  links: `링크는 ${ALERT_LINKS_MAX}개까지입니다.`,
  linkLabel: `링크 이름은 1자 이상 ${ALERT_LINK_LABEL_MAX}자 이하여야 합니다.`,
  linkUrl: '링크 주소는 https://로 시작하는 올바른 주소여야 합니다.',
  startsAt: '시작 시각이 올바르지 않습니다.',
  endsAt: '종료 시각을 입력하세요.',
  endsAtPast: '종료 시각은 지금보다 뒤여야 합니다.',
  endsAtBeforeStart: '종료 시각은 시작 시각보다 뒤여야 합니다.',
  endsAtTooFar: `종료 시각은 지금부터 ${ALERT_MAX_DAYS}일 이내여야 합니다.`,
  notFound: '재난 공지를 찾을 수 없습니다.',
  alreadyEnded: '이미 끝난 재난 공지입니다.',
  nothingToChange: '바꿀 항목이 없습니다.',
  region: '지역은 전국 또는 목록에 있는 지역이어야 합니다.',
} as const;

export interface AlertDraft {
  title: string;
  message: string;
  steps: readonly string[];
  /** Catalogue words the suggested videos are picked by (title or tags), most telling first. */
  searchWords: readonly string[];
}

/** A ready-made notice per hazard: the national safety guidance in short lines, for staff to edit. */
export const ALERT_DRAFTS: Record<Hazard, AlertDraft> = {
  earthquake: {
    title: '지진 발생: 흔들림이 멈출 때까지 몸을 보호하세요',
    message:
      '지진이 발생했습니다. 흔들리는 동안에는 몸을 보호하고, 흔들림이 멈추면 계단으로 넓은 곳에 대피하세요. 여진이 이어질 수 있습니다.',
    steps: [
      '흔들릴 때는 탁자 아래로 들어가 머리를 보호하세요',
      '흔들림이 멈추면 전기와 가스를 차단하세요',
      '문을 열어 출구를 확보하세요',
      '엘리베이터 대신 계단으로 이동하세요',
      '건물·담장에서 떨어진 넓은 공터로 대피하세요',
      '라디오와 공식 안내에 따라 행동하세요',
    ],
    searchWords: ['지진', '지진대피', '흔들림'],
  },
  tsunami: {
    title: '지진해일 경보: 해안에서 즉시 높은 곳으로',
    message: '지진해일이 예상됩니다. 해안가에 있다면 지금 바로 높은 곳이나 지정된 대피소로 이동하세요. 해일은 여러 번 밀려옵니다.',
    steps: [
      '해안에서 즉시 높은 곳으로 대피하세요',
      '대피할 때는 차보다 걸어서 이동하세요',
      '가까운 고지대가 없으면 튼튼한 건물 3층 이상으로',
      '해제 안내가 있을 때까지 해안에 돌아가지 마세요',
    ],
    searchWords: ['지진해일', '해일', '쓰나미'],
  },
  wildfire: {
    title: '산불 확산: 연기 반대 방향으로 대피하세요',
    message: '산불이 번지고 있습니다. 산 가까이 계신 분은 바람의 방향을 살펴 연기 반대쪽으로, 마을회관·학교 등 지정된 대피소로 이동하세요.',
    steps: [
      '바람이 불어오는 반대 방향, 불길에서 먼 곳으로 대피하세요',
      '산에서 떨어진 논밭·공터·학교로 이동하세요',
      '집 주변의 타기 쉬운 물건을 치우고 문과 창문을 닫으세요',
      '젖은 수건으로 코와 입을 가리세요',
      '대피 안내 방송과 재난문자를 따르세요',
    ],
    searchWords: ['산불', '산불대피', '산림화재'],
  },
  typhoon: {
    title: '태풍 접근: 외출을 삼가고 안전한 곳에 머무세요',
    message: '태풍이 다가오고 있습니다. 외출을 줄이고, 창문과 간판 등 날아갈 수 있는 물건을 단단히 고정하세요.',
    steps: [
      '외출을 삼가고 실내에 머무세요',
      '창문을 고정하고 창가에서 떨어지세요',
      '하천·해안·공사장 가까이 가지 마세요',
      '전기 시설과 끊어진 전선은 만지지 마세요',
      '정전에 대비해 손전등과 식수를 준비하세요',
    ],
    searchWords: ['태풍', '강풍', '풍수해'],
  },
  flood: {
    title: '호우·홍수: 지하 공간과 하천을 피하세요',
    message: '많은 비로 침수와 산사태 위험이 큽니다. 지하 공간과 하천, 계곡을 피하고 높은 곳으로 이동하세요.',
    steps: [
      '지하 주차장·지하 차도·반지하에서 바로 나오세요',
      '하천변·계곡·저지대에서 벗어나 높은 곳으로',
      '물이 찬 도로는 걷거나 운전하지 마세요',
      '산사태 위험 지역에서는 미리 대피하세요',
      '전기 차단기를 내리고 가스 밸브를 잠그세요',
    ],
    searchWords: ['홍수', '침수', '호우'],
  },
  heatwave: {
    title: '폭염: 한낮 야외 활동을 멈추고 물을 자주 드세요',
    message: '매우 더운 날씨가 이어집니다. 낮 12시부터 5시 사이에는 야외 활동을 줄이고, 어르신과 어린이를 자주 살펴 주세요.',
    steps: [
      '낮 12시~5시에는 야외 활동을 줄이세요',
      '목이 마르지 않아도 물을 자주 드세요',
      '시원한 곳(무더위 쉼터)에서 쉬세요',
      '어지럽거나 메스꺼우면 바로 그늘에서 쉬고 119에 알리세요',
      '어르신·어린이·야외 작업자를 자주 살펴 주세요',
    ],
    searchWords: ['폭염', '온열질환', '열사병'],
  },
  coldwave: {
    title: '한파·대설: 난방기 화재와 빙판길에 주의하세요',
    message: '강추위와 많은 눈이 예상됩니다. 난방기 주변 화재에 주의하고, 눈이 쌓인 길과 지붕 아래를 조심하세요.',
    steps: [
      '외출할 때는 옷을 여러 겹 입고 모자와 장갑을 쓰세요',
      '전기장판·난로 주변에 타기 쉬운 물건을 두지 마세요',
      '수도 계량기와 배관이 얼지 않게 감싸 두세요',
      '눈이 쌓인 지붕 아래나 비닐하우스 안에 머무르지 마세요',
      '빙판길에서는 보폭을 줄이고 천천히 걸으세요',
    ],
    searchWords: ['한파', '대설', '난방기'],
  },
  fire: {
    title: '대형 화재: 연기를 피해 낮은 자세로 대피하세요',
    message: '큰 화재가 발생했습니다. 주변에 계신 분은 연기를 피해 바람이 불어오는 쪽으로 멀리 떨어지고, 창문을 닫아 주세요.',
    steps: [
      '"불이야!" 외치고 화재경보기를 누르세요',
      '젖은 수건으로 코와 입을 막고 낮은 자세로 대피하세요',
      '엘리베이터 대신 계단으로 이동하세요',
      '문손잡이가 뜨거우면 열지 말고 다른 길로 가세요',
      '밖으로 나온 뒤 119에 신고하세요',
    ],
    searchWords: ['화재대피', '화재', '소화기'],
  },
  chemical: {
    title: '화학 사고: 바람 방향을 보고 실내로 대피하세요',
    message:
      '유해 화학물질이 누출되었습니다. 사고 현장 가까이 가지 말고, 창문과 환기구를 닫은 채 실내에 머무르거나 바람이 불어오는 쪽으로 대피하세요.',
    steps: [
      '사고 현장에서 멀리, 바람이 불어오는 쪽으로 이동하세요',
      '실내에서는 창문과 환기구를 닫고 에어컨을 끄세요',
      '젖은 수건으로 코와 입을 가리세요',
      '피부에 닿았으면 흐르는 물로 15분 이상 씻으세요',
      '지자체와 소방의 안내를 따르세요',
    ],
    searchWords: ['화학사고', '유해물질', '가스누출'],
  },
  other: {
    title: '재난 안내',
    message: '재난 상황입니다. 공식 안내에 따라 안전하게 행동하세요.',
    steps: ['공식 재난문자와 방송 안내를 따르세요', '위험한 곳에서 떨어져 안전한 곳에 머무세요', '긴급한 상황에는 119에 신고하세요'],
    searchWords: ['재난', '안전'],
  },
};

/** Links staff may add in a click (official sources). */
export const SUGGESTED_ALERT_LINKS = [
  { label: '국민재난안전포털 (대피소 찾기)', url: 'https://www.safekorea.go.kr/' },
  { label: '안전디딤돌 앱 안내', url: 'https://www.safekorea.go.kr/idsiSFK/neo/main/main.html' },
  { label: '기상청 날씨누리', url: 'https://www.weather.go.kr/' },
  { label: '산림청 산불 상황', url: 'https://www.forest.go.kr/' },
] as const;

/** Search words that name a hazard: a search holding one, while a notice of that hazard is in force, shows its pinned videos first. */
export const HAZARD_SEARCH_WORDS: Record<Hazard, readonly string[]> = {
  earthquake: ['지진', '여진'],
  tsunami: ['지진해일', '해일', '쓰나미'],
  wildfire: ['산불', '산림화재'],
  typhoon: ['태풍', '강풍'],
  flood: ['홍수', '호우', '침수', '폭우', '산사태'],
  heatwave: ['폭염', '열사병', '온열질환', '더위'],
  coldwave: ['한파', '대설', '폭설'],
  fire: ['화재', '화재대피'],
  chemical: ['화학', '유해물질', '가스누출', '누출'],
  other: ['재난'],
};

/** What /emergency shows when no notice is in force: the everyday basics. */
export const EVERYDAY_SAFETY_BASICS: readonly { title: string; lines: readonly string[] }[] = [
  {
    title: '불이 났을 때',
    lines: [
      '"불이야!" 크게 외쳐 알리세요',
      '젖은 수건으로 코와 입을 막고 낮은 자세로 대피하세요',
      '계단으로 밖에 나온 뒤 119에 신고하세요',
    ],
  },
  {
    title: '지진이 났을 때',
    lines: ['탁자 아래로 들어가 머리를 보호하세요', '흔들림이 멈추면 계단으로 넓은 곳에 대피하세요'],
  },
  {
    title: '119 신고',
    lines: ['무슨 일인지, 어디인지(주소나 큰 건물)를 차분히 말하세요', '말하기 어려우면 문자(119)로도 신고할 수 있습니다'],
  },
  {
    title: '미리 준비하기',
    lines: ['집과 회사의 대피 경로와 가까운 대피소를 알아 두세요', '소화기와 화재경보기를 집에 갖추고 사용법을 익혀 두세요'],
  },
];
