// Two-level category tree of the demo catalogue. Slugs are ASCII kebab-case (schema CHECK);
// `tips` are sentences the description generator quotes for videos in that category.

export interface LeafCategory {
  name: string;
  slug: string;
  description: string;
  tips: readonly string[];
}

export interface TopCategory {
  name: string;
  slug: string;
  description: string;
  /** One or two English sentences used in international video descriptions. */
  tipsEn: readonly string[];
  children: readonly LeafCategory[];
}

export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    name: '화재 안전',
    slug: 'fire-safety',
    description: '불이 나지 않도록 예방하고, 불이 났을 때 안전하게 대처하는 방법을 다룹니다.',
    tipsEn: [
      'Test your smoke alarms every month and replace the batteries at least once a year.',
      'Keep a fire extinguisher in the kitchen and make sure everyone at home knows how to use it.',
      'Plan two ways out of every room and practise your escape plan with the whole family.',
    ],
    children: [
      {
        name: '소화기',
        slug: 'fire-extinguishers',
        description: '소화기와 옥내소화전의 종류, 사용법, 점검 방법을 알려 드립니다.',
        tips: [
          '소화기는 안전핀을 뽑고 노즐을 불 쪽으로 향한 뒤, 손잡이를 힘껏 움켜쥐고 빗자루로 쓸듯이 뿌리면 됩니다.',
          '소화기 압력계 바늘이 초록색 범위에 있는지 한 달에 한 번 확인해 주세요.',
          '소화기는 눈에 잘 띄고 꺼내기 쉬운 곳에 두고, 가족 모두 위치를 알아 두는 것이 좋습니다.',
        ],
      },
      {
        name: '화재 대피',
        slug: 'fire-evacuation',
        description: '연기를 피해 안전하게 대피하는 요령과 완강기·비상구 같은 피난 시설을 소개합니다.',
        tips: [
          "불이 나면 '불이야!'라고 크게 외치고, 젖은 수건으로 코와 입을 막은 채 자세를 낮춰 대피하세요.",
          '대피할 때는 엘리베이터 대신 계단을 이용하고, 밖으로 나갈 수 없다면 창문으로 구조를 요청하세요.',
          '문을 열기 전 손등으로 손잡이의 온도를 확인하고, 뜨겁다면 다른 대피로를 찾아야 합니다.',
        ],
      },
      {
        name: '화재 예방',
        slug: 'fire-prevention',
        description: '주방, 난방기, 담배꽁초 등 생활 속 화재 원인과 예방 수칙을 다룹니다.',
        tips: [
          '외출하기 전에는 가스 밸브와 전열기구 전원이 꺼져 있는지 다시 한번 확인하세요.',
          '요리 중에 자리를 비우는 습관은 주방 화재의 가장 큰 원인입니다.',
          '담배꽁초는 반드시 불씨를 완전히 끈 뒤 지정된 곳에 버려 주세요.',
        ],
      },
      {
        name: '주택용 소방시설',
        slug: 'home-fire-equipment',
        description: '모든 주택에 갖춰야 하는 소화기와 단독경보형 감지기의 설치와 관리 방법입니다.',
        tips: [
          '모든 주택에는 소화기와 단독경보형 감지기를 설치해야 합니다.',
          '단독경보형 감지기는 방마다 천장에 하나씩 달고, 점검 버튼을 눌러 작동을 확인하세요.',
          '주택용 소방시설은 대형마트나 온라인에서 쉽게 살 수 있고, 설치도 간단합니다.',
        ],
      },
      {
        name: '배터리·전기차 화재',
        slug: 'battery-ev-fires',
        description: '리튬이온 배터리, 전기차, 전동킥보드 화재의 위험성과 대응 방법을 알려 드립니다.',
        tips: [
          '리튬이온 배터리가 부풀거나 뜨거워지면 즉시 사용을 멈추고 충전기에서 분리해야 합니다.',
          '전동킥보드와 전기자전거는 현관 같은 대피 통로를 피해 충전하고, 잠들기 전 충전은 삼가세요.',
          '전기차 화재는 열폭주로 다시 불이 붙을 수 있으니 차량에서 멀리 떨어져 119에 신고하세요.',
        ],
      },
    ],
  },
  {
    name: '구조·구급',
    slug: 'rescue-emergency',
    description: '심폐소생술과 응급처치, 119 신고 요령, 구조대의 활동을 다룹니다.',
    tipsEn: [
      "Hands-only CPR can double or triple a person's chance of survival after cardiac arrest.",
      'Call the emergency number first, then push hard and fast in the centre of the chest.',
    ],
    children: [
      {
        name: '심폐소생술',
        slug: 'cpr',
        description: '심정지 환자를 살리는 심폐소생술과 자동심장충격기 사용법을 배웁니다.',
        tips: [
          '심정지 환자는 4분 안에 심폐소생술을 시작해야 뇌 손상을 줄일 수 있습니다.',
          '가슴압박은 가슴 중앙을 분당 100~120회 속도로, 약 5cm 깊이로 강하고 빠르게 눌러 주세요.',
          '주변 사람을 지목해 119 신고와 자동심장충격기를 부탁한 뒤 가슴압박을 시작합니다.',
        ],
      },
      {
        name: '응급처치',
        slug: 'first-aid',
        description: '화상, 기도폐쇄, 출혈, 온열질환 등 상황별 응급처치 방법입니다.',
        tips: [
          '화상을 입으면 흐르는 시원한 물에 15분 이상 식히고, 물집은 터뜨리지 마세요.',
          '기도가 막혀 말을 못 한다면 뒤에서 감싸 안고 명치 끝을 힘껏 밀어 올리는 하임리히법을 시행합니다.',
          '출혈이 있을 때는 깨끗한 천으로 상처를 세게 눌러 지혈하고 119의 안내를 따르세요.',
        ],
      },
      {
        name: '구조 활동',
        slug: 'rescue-operations',
        description: '수난·산악·교통사고 현장에서 활약하는 119 구조대의 활동을 소개합니다.',
        tips: [
          '구조대원들은 현장의 안전을 먼저 확보한 뒤 요구조자에게 접근합니다.',
          '물에 빠진 사람을 발견하면 직접 뛰어들지 말고 구명환이나 긴 막대를 던져 주세요.',
          '산에서 길을 잃으면 등산로의 국가지점번호를 확인해 119에 알려 주세요.',
        ],
      },
      {
        name: '119 신고',
        slug: 'emergency-calls',
        description: '정확하고 빠른 119 신고 방법과 구급차·소방차 길 터주기를 안내합니다.',
        tips: [
          '119에 신고할 때는 무슨 일이 일어났는지, 정확한 위치가 어디인지 차분하게 말해 주세요.',
          '말하기 어려운 상황이라면 문자나 앱으로도 119에 신고할 수 있습니다.',
          '상황실 요원이 전화를 끊으라고 할 때까지 먼저 끊지 마세요.',
        ],
      },
    ],
  },
  {
    name: '자연재난',
    slug: 'natural-disasters',
    description: '지진, 산불, 태풍, 홍수, 폭염과 한파에 대비하는 행동요령입니다.',
    tipsEn: [
      'Drop, cover and hold on until the shaking stops.',
      'Prepare a go-bag with water, food, a flashlight and medicine for every member of the family.',
    ],
    children: [
      {
        name: '지진',
        slug: 'earthquakes',
        description: '지진이 났을 때의 행동요령과 평소 대비 방법을 알려 드립니다.',
        tips: [
          '지진으로 흔들릴 때는 튼튼한 탁자 아래로 들어가 머리를 보호하세요.',
          '흔들림이 멈추면 전기와 가스를 차단하고 계단을 이용해 넓은 공터로 대피합니다.',
          '평소 생존 배낭에 물, 비상식량, 손전등, 상비약을 챙겨 두세요.',
        ],
      },
      {
        name: '산불',
        slug: 'wildfires',
        description: '봄·가을철 산불 예방 수칙과 산불 진화 현장을 다룹니다.',
        tips: [
          '산림과 가까운 곳에서는 논밭두렁 태우기나 쓰레기 소각을 하지 마세요.',
          '산불을 발견하면 바로 119나 산림 관서에 신고하고, 바람 방향을 살펴 불길 반대쪽으로 대피하세요.',
          '산에 오를 때는 라이터나 버너 같은 화기를 가져가지 않아야 합니다.',
        ],
      },
      {
        name: '태풍',
        slug: 'typhoons',
        description: '태풍과 강풍에 대비하는 방법과 행동요령입니다.',
        tips: [
          '태풍이 오기 전에 창문을 창틀에 단단히 고정하고, 배수구를 미리 청소해 두세요.',
          '강풍이 불 때는 간판이나 공사장 근처를 피하고 되도록 외출을 삼가세요.',
        ],
      },
      {
        name: '홍수',
        slug: 'floods',
        description: '집중호우와 침수, 산사태에 대비하고 대피하는 방법입니다.',
        tips: [
          '집중호우 때는 하천변, 지하차도, 반지하 주택처럼 물이 빠르게 차는 곳을 피하세요.',
          '차량이 물에 잠기기 시작하면 문이 열릴 때 바로 탈출하고, 열리지 않으면 머리받침으로 유리창 모서리를 깨세요.',
        ],
      },
      {
        name: '폭염·한파',
        slug: 'heat-and-cold-waves',
        description: '폭염과 한파, 폭설 때 건강과 안전을 지키는 방법입니다.',
        tips: [
          '폭염 특보가 내리면 한낮 야외 활동을 줄이고 물을 자주 마셔 주세요.',
          '한파에는 내복과 모자, 장갑으로 체온을 지키고 어르신들의 안부를 자주 살펴 주세요.',
        ],
      },
    ],
  },
  {
    name: '생활 안전',
    slug: 'everyday-safety',
    description: '전기, 가스, 물놀이, 교통 등 일상에서 만나는 위험을 줄이는 방법입니다.',
    tipsEn: [
      'Never leave cooking unattended, and keep children away from hot surfaces.',
      'Always wear a life jacket on or near the water.',
    ],
    children: [
      {
        name: '전기 안전',
        slug: 'electrical-safety',
        description: '전기화재와 감전을 막는 올바른 전기 사용 습관입니다.',
        tips: [
          '멀티탭 하나에 여러 전열기구를 꽂아 쓰는 문어발식 사용은 과열과 화재의 원인이 됩니다.',
          '사용하지 않는 전기제품은 플러그를 뽑고, 콘센트 주변 먼지를 자주 닦아 주세요.',
          '누전 차단기의 시험 버튼을 한 달에 한 번 눌러 정상적으로 작동하는지 확인하세요.',
        ],
      },
      {
        name: '가스 안전',
        slug: 'gas-safety',
        description: '가스 누출, 부탄가스 폭발, 일산화탄소 중독을 예방하는 방법입니다.',
        tips: [
          '가스 냄새가 나면 불을 켜거나 전기 스위치를 만지지 말고 창문을 열어 환기하세요.',
          '휴대용 가스레인지보다 큰 불판을 올리면 부탄가스 용기가 과열되어 폭발할 수 있습니다.',
          '텐트 안에서 난로나 숯불을 피우면 일산화탄소 중독 위험이 큽니다.',
        ],
      },
      {
        name: '물놀이 안전',
        slug: 'water-safety',
        description: '계곡, 바다, 수영장에서 지켜야 할 물놀이 안전 수칙입니다.',
        tips: [
          '물에 들어가기 전에는 준비운동을 하고, 반드시 구명조끼를 착용하세요.',
          "물에 빠진 사람을 보면 '119 신고, 주변에 알리기, 던질 것 찾기' 순서를 기억하세요.",
          '술을 마신 뒤의 물놀이는 사고로 이어지기 쉬우니 절대 하지 마세요.',
        ],
      },
      {
        name: '교통 안전',
        slug: 'traffic-safety',
        description: '교통사고와 차량 화재, 2차 사고를 예방하고 대처하는 방법입니다.',
        tips: [
          '고속도로에서 사고가 나면 비상등을 켜고 가드레일 밖으로 먼저 대피한 뒤 신고하세요.',
          '차량용 소화기를 운전석 가까이에 두면 초기 차량 화재에 바로 대응할 수 있습니다.',
          '어린이 보호구역에서는 시속 30km 이하로 서행하고 횡단보도 앞에서 반드시 멈춰 주세요.',
        ],
      },
      {
        name: '가정 안전',
        slug: 'home-safety',
        description: '화상, 낙상, 끼임 등 집 안에서 일어나는 안전사고 예방법입니다.',
        tips: [
          '어린 자녀가 있는 집은 전기포트와 다리미를 손이 닿지 않는 곳에 두세요.',
          '욕실과 계단에 미끄럼 방지 매트와 손잡이를 설치하면 어르신 낙상 사고를 줄일 수 있습니다.',
        ],
      },
    ],
  },
  {
    name: '소방 활동',
    slug: 'firefighting',
    description: '화재 진압과 구조 현장, 소방 장비, 소방관들의 이야기를 전합니다.',
    tipsEn: [
      'Firefighters train every day so they are ready the moment the alarm sounds.',
      'A modern fire engine carries everything from hoses to hydraulic rescue tools.',
    ],
    children: [
      {
        name: '화재 진압',
        slug: 'fire-suppression',
        description: '화재 출동과 진압 현장, 소방 전술을 소개합니다.',
        tips: [
          '소방대는 출동 지령을 받은 뒤 1분 안에 출발하는 것을 목표로 훈련합니다.',
          '화재 현장에서는 인명 검색과 구조가 진압보다 먼저입니다.',
          '소방차 길 터주기는 생명을 구하는 골든타임을 지키는 일입니다.',
        ],
      },
      {
        name: '소방 장비',
        slug: 'fire-equipment',
        description: '소방차, 방화복, 공기호흡기 등 소방 장비를 알아봅니다.',
        tips: [
          '방화복과 공기호흡기를 합치면 소방관이 짊어지는 장비 무게는 20kg이 넘습니다.',
          '열화상 카메라는 짙은 연기 속에서도 요구조자의 위치를 찾는 데 쓰입니다.',
        ],
      },
      {
        name: '소방관 이야기',
        slug: 'firefighter-stories',
        description: '현장을 지키는 소방관과 구급대원들의 일상과 이야기입니다.',
        tips: [
          '소방관들은 24시간 교대로 근무하며 언제 울릴지 모르는 출동 벨에 대비합니다.',
          '현장에서 돌아온 소방관들은 장비를 정비하고 다음 출동을 준비합니다.',
        ],
      },
      {
        name: '소방 훈련·교육',
        slug: 'drills-and-education',
        description: '소방 훈련과 시민 대상 소방안전교육, 안전체험관을 소개합니다.',
        tips: [
          '소방 훈련은 실제 상황처럼 반복해야 위급할 때 몸이 먼저 움직입니다.',
          '가까운 119 안전체험관에서 화재 대피와 심폐소생술을 직접 체험할 수 있습니다.',
        ],
      },
    ],
  },
  {
    name: '산업·시설 안전',
    slug: 'industrial-facility-safety',
    description: '공사장, 위험물 취급 시설, 다중이용시설의 화재 안전 관리를 다룹니다.',
    tipsEn: [
      'Hot work such as welding needs a fire watch and an extinguisher close at hand.',
      'Keep hazardous materials labelled and stored away from any source of ignition.',
    ],
    children: [
      {
        name: '공사장 안전',
        slug: 'construction-sites',
        description: '용접 작업과 공사장 화재, 추락 사고를 예방하는 방법입니다.',
        tips: [
          '용접 작업을 할 때는 주변 가연물을 치우고 불티 비산 방지포와 소화기를 준비하세요.',
          '공사장에는 임시소방시설을 설치하고 화재감시자를 배치해야 합니다.',
        ],
      },
      {
        name: '위험물·화학 안전',
        slug: 'hazardous-materials',
        description: '위험물과 유해화학물질의 저장·취급과 누출 사고 대응입니다.',
        tips: [
          '위험물은 정해진 저장소에 종류별로 나누어 보관하고, 자격을 갖춘 사람이 관리해야 합니다.',
          '화학물질이 누출되면 바람을 등지고 높은 곳으로 대피한 뒤 119에 신고하세요.',
        ],
      },
      {
        name: '다중이용시설',
        slug: 'public-facilities',
        description: '노래방, 찜질방, 숙박시설, 요양병원 등 여러 사람이 모이는 시설의 화재 안전입니다.',
        tips: [
          '노래방이나 찜질방 같은 다중이용업소에 들어가면 먼저 비상구 위치를 확인하세요.',
          '비상구 앞에 물건을 쌓아 두거나 방화문을 열어 두는 것은 법으로 금지되어 있습니다.',
        ],
      },
    ],
  },
];

export const LEAF_CATEGORIES: readonly (LeafCategory & { parent: TopCategory })[] = CATEGORY_TREE.flatMap((top) =>
  top.children.map((leaf) => ({ ...leaf, parent: top })),
);

export function leafBySlug(slug: string): LeafCategory & { parent: TopCategory } {
  const leaf = LEAF_CATEGORIES.find((c) => c.slug === slug);
  if (!leaf) throw new Error(`unknown category slug in vocabulary: ${slug}`);
  return leaf;
}
