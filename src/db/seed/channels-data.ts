// Channel names of the demo catalogue. Fire headquarters carry their official names; the
// fire stations and institutes are public bodies; domestic and international channels are
// invented (no real private person is impersonated). `focus` lists category slugs (top or
// leaf) a channel mostly posts about; empty means any topic.

import type { ChannelType } from '../schema.ts';

export interface ChannelSeed {
  name: string;
  type: ChannelType;
  /** Short form used as a title prefix, e.g. [서울소방]. */
  short: string;
  region: string | null;
  focus: readonly string[];
  /** Relative size (subscribers and upload volume). */
  scale: number;
  description: string;
}

// Display order: the national agency (소방청) first, then the 18 headquarters in the usual
// administrative order (특별시·광역시·특별자치시, then the provinces).
// name | short | region | scale
const FIRE_DEPT_TABLE = `
소방청|소방청|전국|8
서울특별시소방재난본부|서울소방|서울|3
부산광역시소방재난본부|부산소방|부산|1.6
대구광역시소방안전본부|대구소방|대구|1.1
인천광역시소방본부|인천소방|인천|1.2
광주광역시소방안전본부|광주소방|광주|0.8
대전광역시소방본부|대전소방|대전|0.8
울산광역시소방본부|울산소방|울산|0.6
세종특별자치시소방본부|세종소방|세종|0.4
경기도소방재난본부|경기소방|경기|2.6
경기도북부소방재난본부|경기북부소방|경기북부|1.0
강원특별자치도소방본부|강원소방|강원|0.9
충청북도소방본부|충북소방|충북|0.7
충청남도소방본부|충남소방|충남|0.8
전북특별자치도소방본부|전북소방|전북|0.8
전라남도소방본부|전남소방|전남|0.8
경상북도소방본부|경북소방|경북|0.9
경상남도소방본부|경남소방|경남|1.0
제주특별자치도소방안전본부|제주소방|제주|0.7
`;

// name | region | focus | description ('' → a standard fire-station description)
const FIRE_STATION_TABLE = `
강남소방서|서울||
송파소방서|서울||
마포소방서|서울||
종로소방서|서울||
영등포소방서|서울||
노원소방서|서울||
해운대소방서|부산|water-safety|
부산진소방서|부산||
사하소방서|부산||
수성소방서|대구||
달서소방서|대구||
남동소방서|인천||
송도소방서|인천||
광산소방서|광주||
유성소방서|대전||
울산남부소방서|울산|hazardous-materials|
수원소방서|경기||
성남소방서|경기||
용인소방서|경기||
화성소방서|경기|industrial-facility-safety|
고양소방서|경기북부||
의정부소방서|경기북부||
남양주소방서|경기북부||
춘천소방서|강원||
강릉소방서|강원|wildfires|
청주동부소방서|충북||
천안서북소방서|충남||
전주완산소방서|전북||
여수소방서|전남|hazardous-materials|
포항남부소방서|경북|earthquakes|
경주소방서|경북|earthquakes|
김해소방서|경남||
제주소방서|제주||
서귀포소방서|제주|water-safety|
국립소방연구원|전국|battery-ev-fires,fire-equipment,fire-suppression|화재 원인과 소방 기술을 연구하는 국립소방연구원의 공식 채널입니다. 실험 영상과 연구 결과를 알기 쉽게 전합니다.
중앙소방학교|전국|drills-and-education,firefighter-stories,fire-suppression|소방공무원을 길러 내는 중앙소방학교의 공식 채널입니다. 교육 과정과 훈련 현장을 소개합니다.
중앙119구조본부|전국|rescue-operations,fire-equipment|대형 재난 현장에 출동하는 중앙119구조본부의 공식 채널입니다. 특수 구조 훈련과 활동을 전합니다.
서울소방학교|서울|drills-and-education,firefighter-stories|서울소방학교 공식 채널입니다. 신임 소방관 교육과 현장 대응 훈련을 소개합니다.
경기소방학교|경기|drills-and-education,firefighter-stories|경기소방학교 공식 채널입니다. 소방공무원 교육 훈련과 시민 안전 체험 프로그램을 전합니다.
한국소방산업기술원|전국|fire-equipment,home-fire-equipment|소방용품 검사와 기술 지원을 맡은 한국소방산업기술원 채널입니다. 소방용품을 고르는 법과 시험 과정을 소개합니다.
`;

// name | focus | scale | what the channel offers (used in its description)
const DOMESTIC_TABLE = `
안전한TV||3|생활 속 안전 정보를 쉽고 재미있게
생활안전연구소|everyday-safety|2|집과 일터에서 바로 쓰는 생활 안전 지식을
키즈안전교실|fire-evacuation,home-safety,emergency-calls|2.5|어린이 눈높이에 맞춘 안전 교육 영상을
응급처치아카데미|cpr,first-aid|2|심폐소생술과 응급처치 실습 영상을
재난안전채널|natural-disasters|1.5|지진·태풍·홍수 같은 재난 대비 정보를
안전뉴스24||2|안전사고 소식과 예방 정보를 매일
꼬마소방관 뽀득이|fire-safety,emergency-calls|4|어린이를 위한 소방 안전 애니메이션을
안전쌤의 안전교실||1.2|학교 현장에서 쓰는 안전 교육 자료를
119안전지킴이||1|동네 곳곳의 안전 수칙을
세이프티코리아TV||1.5|국민 누구나 알아야 할 안전 상식을
우리동네 안전지도|everyday-safety|0.6|우리 동네 위험 요소와 안전 시설을
불조심 어린이 극장|fire-prevention,fire-evacuation|1.8|불조심 인형극과 동화를
소방안전연구회|fire-safety,public-facilities|0.8|소방 제도와 소방시설 정보를
전기안전 이야기|electrical-safety,battery-ev-fires|0.9|전기화재와 감전 예방 정보를
가스안전 생활백서|gas-safety|0.7|가스 누출과 일산화탄소 중독 예방법을
바다안전 캠페인|water-safety|0.8|바다와 계곡 물놀이 안전 수칙을
국민안전방송||2.2|재난 속보와 안전 캠페인을
응급의학 쉽게 보기|cpr,first-aid|1.6|응급실 의사가 알려 주는 응급 상황 대처법을
재난대비 생존연구소|natural-disasters,earthquakes|1.4|생존 배낭과 재난 대비 요령을
캠핑안전 가이드|gas-safety,fire-prevention|1.1|캠핑장 화재와 일산화탄소 중독 예방 정보를
시니어 건강안전|first-aid,home-safety,heat-and-cold-waves|0.9|어르신을 위한 건강과 안전 정보를
부모안전학교|home-safety,first-aid|1.3|아이를 키우는 부모님을 위한 안전 지식을
안전체험 어드벤처|drills-and-education|0.7|전국 안전체험관 체험기를
구조구급 트레이닝|rescue-operations,first-aid|0.6|구조·구급 기술 훈련 영상을
생존수영 교실|water-safety|0.7|생존 수영과 물놀이 안전 교육을
소방설비 기술채널|home-fire-equipment,public-facilities|0.8|소방설비의 원리와 점검 방법을
소방시설관리 실무|public-facilities,home-fire-equipment|0.6|소방시설 관리 실무 노하우를
소방공무원 합격연구소|firefighter-stories|1.5|소방공무원 시험 준비 정보를
소방학개론 강의실|firefighter-stories,fire-suppression|0.9|소방학 기초 강의를
방재기술 리포트|industrial-facility-safety,battery-ev-fires|0.6|최신 방재 기술과 연구 소식을
안전한 일터 TV|industrial-facility-safety|0.8|산업 현장의 화재와 사고 예방 정보를
건설안전 현장노트|construction-sites|0.5|건설 현장의 안전 관리 사례를
위험물 안전관리 교실|hazardous-materials|0.4|위험물 안전관리자를 위한 강의를
다큐 재난의 기록|natural-disasters,fire-suppression|1.7|대형 재난의 교훈을 되짚는 다큐멘터리를
119 다큐멘터리|firefighting|2|소방관과 구급대원의 현장 다큐멘터리를
사이렌 스토리|firefighting|1.3|출동 현장과 소방관들의 이야기를
현직 소방관의 하루|firefighter-stories,fire-equipment|2.4|현직 소방관이 직접 찍은 일상과 장비 이야기를
구급대원 일기|firefighter-stories,first-aid|1.4|구급 현장에서 만난 이야기와 응급처치 정보를
안전지식 한입||1.2|짧고 쉬운 안전 상식 영상을
1분 안전상식||1.6|1분 안에 끝나는 안전 꿀팁을
세이프키즈 애니메이션|fire-safety,home-safety|2.8|아이들이 좋아하는 안전 애니메이션을
어린이 안전동요|fire-safety,traffic-safety|2|따라 부르며 배우는 안전 동요를
수어로 보는 안전정보||0.5|수어 통역이 함께하는 안전 정보를
쉬운 말 안전정보||0.4|누구나 이해하기 쉬운 말로 안전 정보를
다문화 안전가이드|emergency-calls,fire-evacuation|0.5|우리나라에 사는 외국인을 위한 안전 안내를
농촌안전 길잡이|fire-prevention,wildfires,gas-safety|0.5|농촌 마을의 화재와 사고 예방 정보를
전통시장 안전지킴이|public-facilities,electrical-safety|0.3|전통시장 상인을 위한 화재 예방 정보를
학교안전 교육채널|drills-and-education,fire-evacuation|0.9|학생과 교사를 위한 안전 교육 자료를
유치원 안전놀이|fire-evacuation,home-safety|0.8|유아를 위한 놀이형 안전 교육을
직장인 안전상식|cpr,fire-evacuation,electrical-safety|0.6|사무실에서 알아야 할 안전 상식을
재난문자 해설|natural-disasters,emergency-calls|0.7|재난문자가 오면 무엇을 해야 하는지를
기상재난 알림|typhoons,floods,heat-and-cold-waves|0.9|태풍·호우·폭염 정보와 대비 요령을
지진대비 연구실|earthquakes|0.6|지진의 원리와 대비 방법을
산림보호 캠페인|wildfires|0.7|산불 예방 캠페인과 산림 보호 소식을
전기차 안전 연구소|battery-ev-fires|1|전기차와 배터리 화재 실험 영상을
배터리 안전 랩|battery-ev-fires,electrical-safety|0.6|배터리 과열과 화재 실험을
화재감식 이야기|fire-suppression,fire-prevention|0.9|화재 감식으로 밝혀낸 화재 원인을
안전 인포그래픽||0.5|그림으로 보는 안전 정보를
생명을 잇는 손|cpr|1.1|심폐소생술 캠페인과 생존자 이야기를
안전운전 길잡이|traffic-safety|1.2|교통사고 예방과 차량 화재 대처 정보를
`;

// name | country (Korean, for the description) | focus | scale
const INTERNATIONAL_TABLE = `
Metro City Fire Department|미국|fire-safety,fire-suppression|2
Northfield Fire & Rescue|미국||1.2
Harbor County Fire Rescue|미국|water-safety,fire-suppression|1
Pinecrest Volunteer Fire Company|미국|firefighter-stories|0.5
Riverside Fire Training Academy|미국|drills-and-education,fire-suppression|1.4
Fire Safety Education Network|미국|fire-safety,home-safety|2.5
Lakeshore Fire Service|캐나다||0.8
Summit County EMS|미국|cpr,first-aid|0.9
Coastal Fire Protection District|미국|wildfires,typhoons|0.8
Highland Fire and Rescue Service|영국||1.3
Westbrook Fire Department|미국||0.7
Eastgate Emergency Services|호주|natural-disasters,rescue-operations|1
Burn Prevention Foundation|영국|first-aid,home-safety|0.6
CPR Training Institute|미국|cpr,first-aid|2.2
First Aid Essentials|영국|first-aid,cpr|2.4
Wildland Fire Academy|미국|wildfires|1.5
Earthquake Preparedness Council|뉴질랜드|earthquakes|0.7
Home Fire Safety Project|호주|home-fire-equipment,fire-prevention|0.9
Firefighter Fitness Lab|미국|firefighter-stories|1.6
Fire Engineering Explained|영국|fire-equipment,public-facilities|1.2
Rescue Technician Training|캐나다|rescue-operations|0.8
Safe Kids Learning Channel|미국|fire-safety,everyday-safety|3
Storm Ready Communities|미국|typhoons,floods|0.6
Battery Fire Research Group|영국|battery-ev-fires|0.9
Urban Search and Rescue Team|미국|rescue-operations|1
Mountain Rescue Volunteers|영국|rescue-operations,heat-and-cold-waves|0.7
Lifeguard Training Network|호주|water-safety|1.1
Fire Investigation Academy|미국|fire-suppression,fire-prevention|0.8
Fire Apparatus Review|미국|fire-equipment|1.3
Paramedic Skills Hub|캐나다|first-aid,cpr|1.2
Emergency Management Academy|미국|natural-disasters,drills-and-education|0.7
Smoke Alarm Awareness Campaign|아일랜드|home-fire-equipment|0.4
Station 12 Stories|미국|firefighter-stories,fire-suppression|1.8
Industrial Fire Safety Forum|독일|industrial-facility-safety|0.5
Flood Safety Alliance|영국|floods|0.5
`;

const rows = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split('|'));
const list = (field: string | undefined) =>
  (field ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const FIRE_DEPT_CHANNELS: readonly ChannelSeed[] = rows(FIRE_DEPT_TABLE).map(([name, short, region, scale]) => ({
  name: name!,
  type: 'fire_dept',
  short: short!,
  region: region!,
  focus: [],
  scale: Number(scale),
  description:
    region === '전국'
      ? '소방청 공식 유튜브 채널입니다. 국민의 생명과 안전을 지키는 소방 정책과 안전 정보, 현장 소식을 전합니다.'
      : `${name} 공식 유튜브 채널입니다. ${region} 지역의 소방 소식과 시민을 위한 안전 교육 영상을 전합니다.`,
}));

export const FIRE_STATION_CHANNELS: readonly ChannelSeed[] = rows(FIRE_STATION_TABLE).map(([name, region, focus, description]) => ({
  name: name!,
  type: 'fire_station',
  short: name!,
  region: region!,
  focus: list(focus),
  scale: description ? 1.5 : 1,
  description: description || `${name} 공식 채널입니다. 우리 동네 소방 활동과 화재 예방, 생활 안전 정보를 소개합니다.`,
}));

export const DOMESTIC_CHANNELS: readonly ChannelSeed[] = rows(DOMESTIC_TABLE).map(([name, focus, scale, offer]) => ({
  name: name!,
  type: 'domestic',
  short: name!,
  region: null,
  focus: list(focus),
  scale: Number(scale),
  description: `${offer} 소개하는 채널입니다. 구독하시면 새로운 안전 영상을 가장 먼저 받아 보실 수 있습니다.`,
}));

export const INTERNATIONAL_CHANNELS: readonly ChannelSeed[] = rows(INTERNATIONAL_TABLE).map(([name, country, focus, scale]) => ({
  name: name!,
  type: 'international',
  short: name!,
  region: null,
  focus: list(focus),
  scale: Number(scale),
  description: `${country}의 소방·안전 기관 채널입니다. 해외의 화재 예방 교육과 소방 현장 영상을 영어로 전합니다.`,
}));

/** Channel names seen on videos whose channel is not registered in channel_master. */
export const UNREGISTERED_CHANNEL_NAMES: readonly string[] = [
  '시민안전방송',
  '동네안전소식',
  '안전한 우리집',
  '생활정보 모음',
  '지역뉴스 아카이브',
  '교육자료 나눔터',
];
