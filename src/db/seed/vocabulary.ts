// Fire-safety vocabulary of the demo catalogue. Keywords are a topic, optionally with one
// modifier in front (audience, place, season or a topic-specific word: "어린이 소화기 사용법")
// and/or one word after it ("소화기 사용법 교육"). The search feature may reuse these lists.
// Over the usual size because it is data (word lists), not logic; one file keeps the vocabulary reviewable at once.

export type TopicKind = 'howto' | 'info' | 'field' | 'story';

export interface Topic {
  /** The Korean keyword phrase, e.g. 소화기 사용법. */
  ko: string;
  /** The English phrase international video titles use. */
  en: string;
  /** Leaf category slugs (first is the main one). */
  categories: readonly string[];
  kind: TopicKind;
  /** Popularity 1 (niche) … 5 (everyone searches it). */
  weight: number;
  /** Words that read naturally in front of the topic. */
  prefixes: readonly string[];
  /** Words that read naturally after the topic. */
  suffixes: readonly string[];
  /** Extra tags for its videos. */
  tags: readonly string[];
  /** False for Korea-specific topics (119 services, 안전한국훈련 …) foreign channels would not cover. */
  international: boolean;
}

export const AUDIENCE_WORDS = [
  '어린이',
  '유아',
  '초등학생',
  '청소년',
  '대학생',
  '직장인',
  '어르신',
  '장애인',
  '외국인',
  '1인 가구',
] as const;
export const PLACE_WORDS = [
  '아파트',
  '고층 건물',
  '단독주택',
  '학교',
  '유치원',
  '어린이집',
  '병원',
  '요양병원',
  '지하철',
  '사무실',
  '공장',
  '물류창고',
  '전통시장',
  '캠핑장',
  '숙박시설',
  '지하주차장',
  '식당',
] as const;
export const SEASON_WORDS = ['봄철', '여름철', '가을철', '겨울철', '명절', '장마철', '휴가철', '연말연시'] as const;

const GROUPS: Record<string, readonly string[]> = {
  audience: AUDIENCE_WORDS,
  place: PLACE_WORDS,
  season: SEASON_WORDS,
  home: ['아파트', '단독주택', '고층 건물'],
  school: ['학교', '유치원', '어린이집'],
  care: ['병원', '요양병원'],
  work: ['사무실', '공장', '물류창고', '식당'],
  public: ['지하철', '전통시장', '숙박시설', '캠핑장', '지하주차장'],
};

// ko | en | categories | kind | weight | prefixes (group names or words) | suffixes | tags
// Groups: audience, place (every place), season, home, school, care, work, public.
const TOPIC_TABLE = `
소화기 사용법|How to Use a Fire Extinguisher|fire-extinguishers|howto|5|audience,place|교육,실습|소화기,초기 진화,안전핀
분말소화기|Dry Powder Fire Extinguishers|fire-extinguishers|info|3|home,work|사용법,점검,교체 시기|소화기,분말소화기
투척용 소화기|Throwable Fire Extinguishers|fire-extinguishers|info|2|school,care|사용법|소화기,투척용 소화기
소화기 점검|Fire Extinguisher Inspection|fire-extinguishers,home-fire-equipment|howto|2|home,work|방법,요령|소화기,압력계
자동확산소화기|Automatic Fire Extinguishers|fire-extinguishers|info|1|식당,주방|설치,원리|소화기,자동확산소화기
주방용 소화기|Kitchen Fire Extinguishers|fire-extinguishers,fire-prevention|info|2|식당,가정용|사용법|소화기,주방,식용유 화재
옥내소화전 사용법|How to Use an Indoor Fire Hose|fire-extinguishers|howto|3|home,school,care,work|교육,실습|옥내소화전,소화전
초기 화재 진압|Putting Out a Small Fire|fire-extinguishers,fire-suppression|howto|3|audience,home,work|요령,훈련|초기 진화,소화기
화재 대피|Fire Evacuation|fire-evacuation|howto|5|audience,place|요령,훈련,방법|대피,화재,비상구
화재 시 행동요령|What to Do in a Fire|fire-evacuation|howto|4|audience,place||화재,대피,행동요령
완강기 사용법|How to Use a Descending Lifeline|fire-evacuation|howto|4|home,school,care,숙박시설|교육,실습|완강기,피난기구
비상구|Emergency Exits|fire-evacuation,public-facilities|info|3|school,care,public,work|위치 확인,안전 관리|비상구,피난
경량 칸막이|Lightweight Escape Partitions|fire-evacuation|info|2|아파트|사용법,위치|경량 칸막이,아파트 대피
아파트 대피 공간|Apartment Refuge Spaces|fire-evacuation|info|2||활용법,관리|대피 공간,아파트
하향식 피난구|Downward Escape Hatches|fire-evacuation|info|1|아파트|사용법|하향식 피난구,피난기구
연기 속 대피|Escaping Through Smoke|fire-evacuation|howto|3|audience,home,지하철|요령,방법|연기,대피,젖은 수건
피난 계획|Home Fire Escape Plans|fire-evacuation|howto|2|가족,home,school|세우기|피난,대피 경로
옷에 불이 붙었을 때 대처법|Stop, Drop and Roll|fire-evacuation|howto|2|||멈춰 눕고 굴러,화상
화재 예방|Fire Prevention|fire-prevention|info|5|season,place|수칙,캠페인,교육|화재,예방
주방 화재|Kitchen Fires|fire-prevention|info|3|식당,가정|예방,대처법|주방,요리
식용유 화재|Cooking Oil Fires|fire-prevention|howto|3|식당|대처법,예방|식용유,K급 소화기
난방기 화재|Space Heater Fires|fire-prevention|info|3|겨울철,한파 속|예방,주의사항|난방기,전열기구
전기장판 화재|Electric Blanket Fires|fire-prevention,electrical-safety|info|2|겨울철|예방,주의사항|전기장판,전기매트
담배꽁초 화재|Cigarette Butt Fires|fire-prevention|info|2|아파트,봄철|예방|담배꽁초,흡연
쓰레기 소각 화재|Fires from Burning Rubbish|fire-prevention,wildfires|info|1|봄철,농촌|예방|쓰레기 소각,불법 소각
화목보일러 화재|Wood-Burning Boiler Fires|fire-prevention|info|1|겨울철,농촌|예방,주의사항|화목보일러,농촌
비닐하우스 화재|Greenhouse Fires|fire-prevention|info|1|겨울철,농촌|예방|비닐하우스,농촌
캠핑장 화재|Campsite Fires|fire-prevention|info|2|여름철,가을철|예방,안전 수칙|캠핑,텐트
방화문 관리|Keeping Fire Doors Closed|fire-prevention,public-facilities|info|2|아파트,고층 건물|요령|방화문,연기 확산
화재 원인 분석|What Causes House Fires|fire-prevention|info|2|season,home,work||화재 원인,통계
주택용 소방시설|Home Fire Safety Equipment|home-fire-equipment|info|4|단독주택,다세대주택|설치,설치 의무화|주택용 소방시설,소화기,감지기
단독경보형 감지기|Standalone Smoke Alarms|home-fire-equipment|howto|4|단독주택|설치 방법,점검,배터리 교체|감지기,화재경보기
주택용 화재경보기|Home Smoke Alarms|home-fire-equipment|howto|3|단독주택|설치,점검|화재경보기,감지기
화재감지기|Fire Detectors|home-fire-equipment|info|2|home,school,숙박시설|오작동,점검|감지기,자동화재탐지설비
스프링클러|Sprinkler Systems|home-fire-equipment,public-facilities|info|3|home,care,work,숙박시설|작동 원리,점검|스프링클러,소방시설
소화기 선물하기|Giving a Fire Extinguisher as a Gift|home-fire-equipment|info|1|명절,고향 집||소화기,명절
리튬이온 배터리 화재|Lithium-Ion Battery Fires|battery-ev-fires|info|4||예방,대처법,위험성|리튬이온 배터리,열폭주
전기차 화재|Electric Vehicle Fires|battery-ev-fires,traffic-safety|info|4|지하주차장|진압,대처법,예방|전기차,열폭주,배터리
전동킥보드 화재|E-Scooter Battery Fires|battery-ev-fires|info|2||예방,충전 요령|전동킥보드,배터리
보조배터리 화재|Power Bank Fires|battery-ev-fires|info|2|여름철|예방|보조배터리,배터리
전기차 충전소 안전|EV Charging Station Safety|battery-ev-fires|info|2|지하주차장,아파트||전기차,충전
ESS 화재|Energy Storage System Fires|battery-ev-fires,hazardous-materials|info|1||예방,대응|ESS,에너지저장장치
심폐소생술|CPR|cpr|howto|5|audience|교육,실습,순서,방법|심폐소생술,가슴압박,CPR
가슴압박|Chest Compressions|cpr|howto|3||방법,깊이와 속도|가슴압박,심폐소생술
자동심장충격기|AED|cpr|howto|4|school,지하철,사무실,아파트|사용법,위치|자동심장충격기,AED,제세동기
영아 심폐소생술|Infant CPR|cpr|howto|3||방법,교육|영아,심폐소생술
심정지|Cardiac Arrest|cpr|info|3||골든타임,대처법,전조 증상|심정지,골든타임
급성 심근경색|Heart Attack Warning Signs|cpr,first-aid|info|2|겨울철|증상,대처법|심근경색,흉통
하임리히법|Heimlich Maneuver|first-aid|howto|4|audience|시행 방법,교육|하임리히법,기도폐쇄
기도폐쇄|Choking|first-aid|howto|3|audience|응급처치,대처법|기도폐쇄,하임리히법
응급처치|First Aid|first-aid|howto|4|audience,school,사무실,캠핑장|교육,요령,방법|응급처치,구급상자
화상 응급처치|Burn First Aid|first-aid|howto|3|audience|방법|화상,응급처치
골절 응급처치|Fracture First Aid|first-aid|howto|2|등산|방법|골절,부목
지혈 방법|How to Stop Bleeding|first-aid|howto|2|||지혈,출혈
열사병|Heat Stroke|first-aid,heat-and-cold-waves|howto|3|여름철,폭염 속|응급처치,예방,증상|열사병,온열질환
저체온증|Hypothermia|first-aid,heat-and-cold-waves|howto|2|겨울철,등산|응급처치,예방|저체온증,한파
벌 쏘임|Bee Stings|first-aid|howto|2|가을철,벌초|응급처치,예방|벌 쏘임,말벌
뱀 물림|Snake Bites|first-aid|howto|1|여름철,등산|응급처치|뱀 물림,독사
열성경련|Febrile Seizures|first-aid|info|1|영유아|대처법|열성경련,소아
구급상자|First Aid Kits|first-aid|info|2|가정용,캠핑용|준비물|구급상자,상비약
수난 구조|Water Rescue|rescue-operations|field|3|여름철|훈련,현장|수난 구조,구조대
산악 구조|Mountain Rescue|rescue-operations|field|3|가을철,겨울철|훈련,현장|산악 구조,헬기
교통사고 구조|Vehicle Extrication|rescue-operations,traffic-safety|field|2|고속도로|훈련,현장|교통사고,유압 장비
승강기 갇힘 구조|Elevator Entrapment Rescue|rescue-operations|field|2|아파트||승강기,엘리베이터
고립자 구조|Rescuing Stranded People|rescue-operations,floods|field|2|홍수,폭설|훈련|고립,구조
119 구조대|119 Rescue Team|rescue-operations,firefighter-stories|story|3||훈련,하루,출동|구조대,구조대원
인명 구조견|Search and Rescue Dogs|rescue-operations|story|2||훈련|구조견,수색
드론 수색|Drone Search Operations|rescue-operations,fire-equipment|field|1|실종자||드론,수색
로프 구조|Rope Rescue|rescue-operations|field|2|고층 건물|훈련,기술|로프,구조 기술
119 신고요령|How to Call 119|emergency-calls|howto|4|audience||119,신고
119 위치 신고|Telling 119 Where You Are|emergency-calls|howto|2|등산객|방법|위치,신고,국가지점번호
119 문자 신고|Texting 119|emergency-calls|howto|2|청각장애인,외국인|방법|문자 신고,119
허위 신고|False Emergency Calls|emergency-calls|info|1||처벌|허위 신고,장난 전화
119 안심콜|119 Safety Call Service|emergency-calls|info|2|어르신,장애인|서비스,등록 방법|안심콜,119
구급차 길 터주기|Making Way for Ambulances|emergency-calls,fire-suppression|info|3||캠페인|구급차,길 터주기
소방차 길 터주기|Making Way for Fire Engines|emergency-calls,fire-suppression|info|3||캠페인,훈련|소방차,길 터주기,골든타임
소방차 전용구역|Fire Lane Parking Rules|emergency-calls|info|2|아파트|주차 금지|소방차,전용구역
지진 행동요령|Earthquake Safety|earthquakes|howto|5|audience,home,school,care,지하철||지진,행동요령
지진 대피|Earthquake Evacuation|earthquakes|howto|4|audience,home,school,care|훈련,요령|지진,대피
지진 대비|Earthquake Preparedness|earthquakes|info|2|아파트,학교,가정|방법,생존 배낭|지진,대비
지진해일|Tsunamis|earthquakes|howto|2|해안가|대피,행동요령|지진해일,쓰나미
생존 배낭|Emergency Go-Bags|earthquakes|howto|2|가정용,1인 가구|준비물,싸기|생존 배낭,비상식량
지진 체험|Earthquake Simulation|earthquakes,drills-and-education|info|2|audience||지진,안전체험관
산불 예방|Wildfire Prevention|wildfires|info|4|봄철,가을철,건조기|캠페인,수칙|산불,예방
산불 진화|Wildfire Suppression|wildfires,fire-suppression|field|3|야간|현장,헬기|산불,진화,헬기
산불 대피|Wildfire Evacuation|wildfires|howto|3|산간 마을,등산객|요령|산불,대피
논밭두렁 태우기|Burning Field Margins|wildfires|info|1|봄철|금지,위험성|논밭두렁,불법 소각
입산 통제|Mountain Access Restrictions|wildfires|info|1|봄철,가을철|기간|입산 통제,산불
태풍 대비|Typhoon Preparedness|typhoons|howto|3|여름철,해안가,아파트|요령|태풍,강풍
태풍 행동요령|What to Do in a Typhoon|typhoons|howto|3|audience||태풍,행동요령
강풍|Strong Winds|typhoons|info|2||피해 예방,행동요령|강풍,간판
홍수 대피|Flood Evacuation|floods|howto|3|저지대|요령|홍수,대피
집중호우|Heavy Rain|floods|info|3|장마철,여름철|행동요령,대비|집중호우,호우 특보
침수 차량 탈출|Escaping a Flooded Car|floods,traffic-safety|howto|3||방법|침수,차량,탈출
반지하 침수|Basement Flat Flooding|floods|howto|2|장마철|대피,예방|반지하,침수
지하주차장 침수|Underground Car Park Flooding|floods|howto|2|장마철|대피|지하주차장,침수
산사태|Landslides|floods|info|2|장마철|대피,예방|산사태,집중호우
폭염|Heat Waves|heat-and-cold-waves|howto|3|어르신,어린이,1인 가구,야외 근로자|행동요령,대비|폭염,무더위
한파|Cold Waves|heat-and-cold-waves|howto|2|어르신,어린이,1인 가구,야외 근로자|행동요령,대비|한파,동파
온열질환|Heat-Related Illness|heat-and-cold-waves,first-aid|info|3|어르신,어린이,야외 근로자|예방,증상|온열질환,열사병
한랭질환|Cold-Related Illness|heat-and-cold-waves|info|2|어르신,야외 근로자|예방|한랭질환,동상
수도 동파|Frozen Water Pipes|heat-and-cold-waves|howto|1|겨울철|예방|동파,한파
폭설|Heavy Snow|heat-and-cold-waves|howto|2||대비,행동요령|폭설,제설
빙판길 낙상|Falls on Icy Roads|heat-and-cold-waves,home-safety|info|2|어르신,출퇴근길|예방|빙판길,낙상
전기화재|Electrical Fires|electrical-safety|info|4|season,home,work,전통시장|예방,원인|전기화재,누전
멀티탭 안전|Power Strip Safety|electrical-safety|howto|3|home,사무실,school|사용법|멀티탭,콘센트
문어발 콘센트|Overloaded Sockets|electrical-safety|info|2||위험성|문어발,콘센트,과부하
누전 차단기|Circuit Breakers|electrical-safety|howto|2||점검,작동 원리|누전 차단기,누전
감전 사고|Electric Shock|electrical-safety|howto|2|어린이,장마철,여름철|예방,응급처치|감전,전기
에어컨 화재|Air Conditioner Fires|electrical-safety|info|2|여름철|예방|에어컨,실외기
전자레인지 화재|Microwave Fires|electrical-safety,home-safety|info|1||예방|전자레인지,주방
선풍기 화재|Electric Fan Fires|electrical-safety|info|1|여름철|예방|선풍기,모터 과열
트래킹 현상|Electrical Tracking|electrical-safety|info|1||예방|트래킹,콘센트 먼지
가스 누출|Gas Leaks|gas-safety|howto|4|home,식당,전통시장|대처법,점검|가스,누출,환기
가스레인지 안전|Gas Stove Safety|gas-safety|howto|2|식당|사용법|가스레인지,주방
부탄가스 폭발|Butane Canister Explosions|gas-safety|info|3|캠핑장|예방|부탄가스,휴대용 가스레인지
휴대용 가스레인지|Portable Gas Stoves|gas-safety|howto|2|캠핑|안전 사용법|휴대용 가스레인지,부탄가스
일산화탄소 중독|Carbon Monoxide Poisoning|gas-safety|howto|3|캠핑장,겨울철|예방,증상|일산화탄소,캠핑,경보기
가스보일러 점검|Gas Boiler Checks|gas-safety|info|2|겨울철|방법|가스보일러,배기통
LPG 용기 안전|LPG Cylinder Safety|gas-safety,hazardous-materials|info|1|농촌|관리|LPG,가스 용기
물놀이 안전|Water Safety|water-safety|howto|4|audience,여름철,휴가철,계곡,바다,수영장|수칙,교육|물놀이,구명조끼
구명조끼 착용법|How to Wear a Life Jacket|water-safety|howto|3|audience||구명조끼,물놀이
익수자 구조|Rescuing a Drowning Person|water-safety,rescue-operations|howto|3||방법,요령|익수자,구명환
생존 수영|Survival Swimming|water-safety|howto|3|audience|교육,방법|생존 수영,누워 뜨기
이안류|Rip Currents|water-safety|info|2|해수욕장|대처법|이안류,해수욕장
갯벌 고립|Stranded on Tidal Flats|water-safety|info|1|서해안|예방|갯벌,밀물
얼음낚시 안전|Ice Fishing Safety|water-safety|info|1|겨울철||얼음낚시,빙판
수상 레저 안전|Water Sports Safety|water-safety|info|1|여름철|수칙|수상 레저,구명조끼
교통사고 대처법|What to Do After a Car Crash|traffic-safety|howto|3|고속도로||교통사고,비상등
2차 사고 예방|Preventing Secondary Crashes|traffic-safety|info|3|고속도로||2차 사고,비상등,가드레일
차량 화재|Car Fires|traffic-safety|howto|3|여름철,고속도로|대처법,예방|차량 화재,차량용 소화기
차량용 소화기|Car Fire Extinguishers|traffic-safety,fire-extinguishers|howto|3||사용법,비치 의무화|차량용 소화기,소화기
터널 화재|Tunnel Fires|traffic-safety|howto|2||대피 요령|터널,대피
어린이 보호구역|School Zones|traffic-safety|info|2||교통안전|어린이 보호구역,스쿨존
자전거 안전|Bicycle Safety|traffic-safety|howto|2|audience|수칙|자전거,헬멧
안전벨트 착용|Wearing a Seat Belt|traffic-safety|info|1|audience||안전벨트,뒷좌석
졸음운전|Drowsy Driving|traffic-safety|info|2|명절,장거리|예방|졸음운전,휴게소
가정 내 안전사고|Accidents at Home|home-safety|info|2|audience|예방|안전사고,가정
화상 예방|Burn Prevention|home-safety|info|2|audience||화상,전기포트
낙상 예방|Fall Prevention|home-safety|info|2|audience||낙상,미끄럼 방지
질식 사고|Suffocation Accidents|home-safety|info|1|audience|예방|질식,영유아
승강기 안전|Elevator Safety|home-safety|howto|2|audience|이용 수칙|승강기,엘리베이터
문 끼임 사고|Door Entrapment Accidents|home-safety|info|1|audience|예방|끼임,방문
반려동물 화재|Fires Started by Pets|home-safety,fire-prevention|info|1||예방|반려동물,전기레인지
화재 진압|Firefighting Operations|fire-suppression|field|4|place|현장,훈련,전술|화재 진압,소방관
화재 출동|Fire Response|fire-suppression|field|4|place|현장|출동,소방차
공장 화재|Factory Fires|fire-suppression,hazardous-materials|field|2|야간|진압,현장|공장,대응 단계
물류창고 화재|Warehouse Fires|fire-suppression|field|2||진압,교훈|물류창고,대형 화재
고층 건물 화재|High-Rise Fires|fire-suppression,fire-evacuation|field|2||진압,대응|고층 건물,사다리차
화재 조사|Fire Investigation|fire-suppression|story|2||현장,과정|화재 조사,감식
소방 헬기|Firefighting Helicopters|fire-suppression,fire-equipment|field|2|산불|출동,훈련|헬기,항공대
소방차|Fire Engines|fire-equipment|info|3||종류,구경|소방차,펌프차
방화복|Firefighter Turnout Gear|fire-equipment|info|2||착용,성능|방화복,개인 보호 장비
공기호흡기|Breathing Apparatus (SCBA)|fire-equipment|info|2||착용법,점검|공기호흡기,면체
고가 사다리차|Aerial Ladder Trucks|fire-equipment|info|2||훈련|사다리차,고가 사다리
열화상 카메라|Thermal Imaging Cameras|fire-equipment|info|1|||열화상 카메라,인명 검색
구조 장비|Rescue Equipment|fire-equipment,rescue-operations|info|2||소개,점검|구조 장비,유압 절단기
소방 드론|Firefighting Drones|fire-equipment|info|2||훈련,활용|드론,소방 드론
소방 로봇|Firefighting Robots|fire-equipment|info|1|||로봇,무인 방수
구급차|Ambulances|fire-equipment,emergency-calls|info|2||내부,장비|구급차,구급대
소방관 일상|A Day in the Life of a Firefighter|firefighter-stories|story|4|신입,여성|브이로그|소방관,일상,교대 근무
소방관 인터뷰|Firefighter Interviews|firefighter-stories|story|3|신입,베테랑||소방관,인터뷰
소방관 체력|Firefighter Fitness|firefighter-stories|story|3||훈련,시험|체력,운동
소방공무원 시험|Firefighter Recruitment Exam|firefighter-stories|info|3||준비,체력 시험,면접|소방공무원,시험,채용
소방관 24시|Firefighters Around the Clock|firefighter-stories,fire-suppression|story|3|||소방관,출동,24시
119 구급대원|Paramedics on Duty|firefighter-stories,first-aid|story|3||일상,출동,인터뷰|구급대원,구급차
소방관 마음 건강|Firefighter Mental Health|firefighter-stories|info|1|||마음 건강,트라우마
순직 소방관 추모|Honouring Fallen Firefighters|firefighter-stories|story|1|||추모,순직
소방의 날|Fire Service Day|firefighter-stories|info|2||기념식,행사|소방의 날,11월 9일
의용소방대|Volunteer Firefighters|firefighter-stories|story|2|여성|활동|의용소방대,봉사
소방의 역사|History of the Fire Service|firefighter-stories|info|1|||역사,소방박물관
소방 훈련|Fire Drills|drills-and-education|field|3|place|현장,시범|훈련,소방
합동 훈련|Joint Emergency Drills|drills-and-education|field|2|지하철,터널,대형 화재||합동 훈련,유관기관
안전한국훈련|Safe Korea Exercise|drills-and-education|field|2|||안전한국훈련,재난 대응
민방위 훈련|Civil Defence Drills|drills-and-education|info|2|||민방위,대피소
소방안전교육|Fire Safety Education|drills-and-education|howto|4|audience,school,care,work||소방안전교육,안전교육
안전체험관|Safety Experience Centres|drills-and-education|info|2|어린이,초등학생,청소년,가족|체험,견학|안전체험관,체험
소방서 견학|Fire Station Tours|drills-and-education|info|2|어린이,유치원,초등학생||소방서,견학
용접 화재|Welding Fires|construction-sites|info|3|공사장|예방|용접,불티
공사장 화재|Construction Site Fires|construction-sites|info|2||예방|공사장,임시소방시설
추락 사고|Falls from Height|construction-sites|info|2|공사장|예방|추락,안전대
밀폐공간 질식|Confined Space Asphyxiation|construction-sites,hazardous-materials|info|2||예방,구조|밀폐공간,질식
임시소방시설|Temporary Fire Protection on Sites|construction-sites|info|1|공사장|설치|임시소방시설,공사장
위험물 안전|Hazardous Materials Safety|hazardous-materials|info|2||관리,교육|위험물,저장소
화학물질 누출|Chemical Spills|hazardous-materials|field|2|공장|대응,훈련|화학물질,누출
분진 폭발|Dust Explosions|hazardous-materials|info|1|공장|예방|분진,폭발
주유소 화재|Petrol Station Fires|hazardous-materials|info|1||예방|주유소,유증기
다중이용업소|Public Entertainment Venues|public-facilities|info|2||안전 관리,비상구|다중이용업소,비상구
노래방 화재|Karaoke Room Fires|public-facilities|info|1||대피|노래방,다중이용업소
찜질방 화재|Sauna Fires|public-facilities|info|1||대피|찜질방,다중이용업소
전통시장 화재|Traditional Market Fires|public-facilities|info|2|겨울철|예방|전통시장,점포
요양병원 화재|Nursing Hospital Fires|public-facilities,fire-evacuation|info|2||대피,예방|요양병원,거동 불편
숙박시설 화재|Hotel Fires|public-facilities|info|1|휴가철|대피|숙박시설,호텔
소방안전관리자|Fire Safety Managers|public-facilities|info|3||자격증,업무,교육|소방안전관리자,자격증
소방시설 점검|Fire Protection System Inspection|public-facilities,home-fire-equipment|howto|2|home,work,care,public|방법|소방시설,점검
`;

/** Korea-specific topics: international channels do not post about them. */
const KOREA_ONLY = new Set([
  '119 구조대',
  '119 신고요령',
  '119 위치 신고',
  '119 문자 신고',
  '119 안심콜',
  '119 구급대원',
  '소방차 전용구역',
  '안전한국훈련',
  '민방위 훈련',
  '소방공무원 시험',
  '소방의 날',
  '의용소방대',
  '논밭두렁 태우기',
  '입산 통제',
  '아파트 대피 공간',
  '경량 칸막이',
  '하향식 피난구',
  '소화기 선물하기',
  '전통시장 화재',
  '화목보일러 화재',
  '소방안전관리자',
  '다중이용업소',
  '노래방 화재',
  '찜질방 화재',
  '갯벌 고립',
  '어린이 보호구역',
  '소방관 24시',
]);

function splitList(field: string | undefined): string[] {
  return (field ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const TOPICS: readonly Topic[] = TOPIC_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [ko, en, cats, kind, weight, prefixes, suffixes, tags] = line.split('|');
    return {
      ko: ko!,
      en: en!,
      categories: splitList(cats),
      kind: kind as TopicKind,
      weight: Number(weight),
      prefixes: splitList(prefixes).flatMap((p) => GROUPS[p] ?? [p]),
      suffixes: splitList(suffixes),
      tags: splitList(tags),
      international: !KOREA_ONLY.has(ko!),
    };
  });

for (const ko of KOREA_ONLY) {
  if (!TOPICS.some((t) => t.ko === ko)) throw new Error(`KOREA_ONLY names an unknown topic: ${ko}`);
}

/** Words that mark a query as fire/safety related (search relevance weighs them up). */
export const FIRE_TOPIC_WORDS: readonly string[] = [
  ...new Set([
    '화재',
    '소방',
    '소방관',
    '소방서',
    '119',
    '불',
    '연기',
    '대피',
    '소화기',
    '소화전',
    '완강기',
    '비상구',
    '감지기',
    '화재경보기',
    '스프링클러',
    '심폐소생술',
    '가슴압박',
    '자동심장충격기',
    '하임리히법',
    '응급처치',
    '구조',
    '구급',
    '구급차',
    '구조대',
    '지진',
    '산불',
    '태풍',
    '홍수',
    '폭염',
    '한파',
    '전기화재',
    '가스',
    '누출',
    '폭발',
    '배터리',
    '전기차',
    '물놀이',
    '익수',
    '화상',
    '질식',
    '재난',
    '안전',
    ...TOPICS.flatMap((t) => t.ko.split(' ').filter((w) => w.length >= 2)),
  ]),
];

/** Words common in titles that say little about the topic (search relevance weighs them down). */
export const GENERIC_TITLE_WORDS: readonly string[] = [
  '영상',
  '안내',
  '정리',
  '총정리',
  '방법',
  '요령',
  '알아보기',
  '알아봅시다',
  '교육',
  '가이드',
  '꿀팁',
  '이야기',
  '브이로그',
  '현장',
  '공개',
  '기록',
  '편',
  '자막',
  '쇼츠',
  'shorts',
  '하이라이트',
];

/** Words that mean the same thing in Korean fire-safety writing (for query expansion). */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['심폐소생술', 'CPR', '가슴압박'],
  ['자동심장충격기', 'AED', '제세동기', '심장충격기'],
  ['화재경보기', '단독경보형 감지기', '감지기', '연기감지기'],
  ['완강기', '피난기구', '하향식 피난구'],
  ['119', '소방', '구급', '신고'],
  ['하임리히법', '기도폐쇄', '목에 걸림'],
  ['지진해일', '쓰나미'],
  ['전기차', '전기자동차', 'EV'],
  ['리튬이온 배터리', '배터리', '보조배터리'],
  ['소방관', '소방대원', '구조대원', '구급대원'],
  ['화재 대피', '피난', '대피'],
  ['어린이 보호구역', '스쿨존'],
];

/** Hashtag-style tags added to many videos. */
export const GENERIC_TAGS: readonly string[] = ['소방', '안전', '119', '소방안전', '안전교육', '재난안전', '생활안전'];
