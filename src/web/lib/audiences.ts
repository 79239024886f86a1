// Audience roots (R-HOME-06 "Audience root"): shown on the home cards and as the graph's centre node.
import type { LucideIcon } from 'lucide-react';
import { Accessibility, Baby, PersonStanding, School, UserRound } from 'lucide-react';

export const AUDIENCE_TYPES = ['children', 'teenager', 'adult', 'elderly', 'disabled'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

export interface AudienceRoot {
  id: AudienceType;
  name: string;
  ageBand: string;
  icon: LucideIcon;
  /** Node and accent colour (chosen for contrast with white text). */
  color: string;
  /** Card background gradient. */
  gradient: string;
  summary: string;
}

export const AUDIENCES: Record<AudienceType, AudienceRoot> = {
  children: {
    id: 'children',
    name: '어린이',
    ageBand: '5~12세',
    icon: Baby,
    color: '#c2410c',
    gradient: 'from-orange-500/20 to-amber-400/10',
    summary: '불이 나면 “불이야!” 외치고 119에 알리는 법부터 차근차근 배워요.',
  },
  teenager: {
    id: 'teenager',
    name: '청소년',
    ageBand: '13~18세',
    icon: School,
    color: '#1d4ed8',
    gradient: 'from-blue-500/20 to-sky-400/10',
    summary: '학교·학원·캠핑에서 스스로 지키는 안전, 응급처치와 전동킥보드 안전까지.',
  },
  adult: {
    id: 'adult',
    name: '성인',
    ageBand: '19~64세',
    icon: UserRound,
    color: '#047857',
    gradient: 'from-emerald-500/20 to-teal-400/10',
    summary: '가정과 일터의 화재 예방, 심폐소생술, 전기차·배터리 화재 대응.',
  },
  elderly: {
    id: 'elderly',
    name: '어르신',
    ageBand: '65세 이상',
    icon: PersonStanding,
    color: '#7e22ce',
    gradient: 'from-purple-500/20 to-fuchsia-400/10',
    summary: '전기장판·가스레인지 안전, 낙상 예방, 위급할 때 119 부르는 법.',
  },
  disabled: {
    id: 'disabled',
    name: '장애인',
    ageBand: '모든 연령',
    icon: Accessibility,
    color: '#0e7490',
    gradient: 'from-cyan-500/20 to-sky-400/10',
    summary: '장애 유형별 대피 계획, 119 문자·영상 신고, 도움을 요청하는 방법.',
  },
};

export function isAudienceType(value: string | undefined): value is AudienceType {
  return (AUDIENCE_TYPES as readonly string[]).includes(value ?? '');
}
