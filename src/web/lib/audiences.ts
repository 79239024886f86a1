// Audience roots (R-HOME-06 "Audience root"): shown on the home cards and as the graph's centre node.
import type { LucideIcon } from 'lucide-react';
import { Accessibility, Baby, PersonStanding, School, UserRound } from 'lucide-react';

import { AUDIENCE_NAMES, type AudienceType } from '../../shared/constants/audiences.ts';

export { AUDIENCE_TYPES, isAudienceType, type AudienceType } from '../../shared/constants/audiences.ts';

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
    ...AUDIENCE_NAMES.children,
    icon: Baby,
    color: '#c2410c',
    gradient: 'from-orange-500/20 to-amber-400/10',
    summary: '불이 나면 “불이야!” 외치고 119에 알리는 법부터 차근차근 배워요.',
  },
  teenager: {
    id: 'teenager',
    ...AUDIENCE_NAMES.teenager,
    icon: School,
    color: '#1d4ed8',
    gradient: 'from-blue-500/20 to-sky-400/10',
    summary: '학교·학원·캠핑에서 스스로 지키는 안전, 응급처치와 전동킥보드 안전까지.',
  },
  adult: {
    id: 'adult',
    ...AUDIENCE_NAMES.adult,
    icon: UserRound,
    color: '#047857',
    gradient: 'from-emerald-500/20 to-teal-400/10',
    summary: '가정과 일터의 화재 예방, 심폐소생술, 전기차·배터리 화재 대응.',
  },
  elderly: {
    id: 'elderly',
    ...AUDIENCE_NAMES.elderly,
    icon: PersonStanding,
    color: '#7e22ce',
    gradient: 'from-purple-500/20 to-fuchsia-400/10',
    summary: '전기장판·가스레인지 안전, 낙상 예방, 위급할 때 119 부르는 법.',
  },
  disabled: {
    id: 'disabled',
    ...AUDIENCE_NAMES.disabled,
    icon: Accessibility,
    color: '#0e7490',
    gradient: 'from-cyan-500/20 to-sky-400/10',
    summary: '장애 유형별 대피 계획, 119 문자·영상 신고, 도움을 요청하는 방법.',
  },
};
