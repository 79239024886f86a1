// Channel types as shown to visitors: tab labels, page titles (R-CHANNEL-01 "Titles per type"), icons.
import type { LucideIcon } from 'lucide-react';
import { Building2, Globe2, Flame, Users } from 'lucide-react';
import { CHANNEL_TYPES, type ChannelType } from '../../shared/constants/catalogue.ts';

export interface ChannelTypeInfo {
  type: ChannelType;
  tab: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export const CHANNEL_TYPE_INFO: Record<ChannelType, ChannelTypeInfo> = {
  fire_dept: {
    type: 'fire_dept',
    tab: '소방본부',
    title: '전국 소방본부 채널',
    icon: Flame,
    description: '소방청과 전국 18개 시·도 소방본부의 공식 채널',
  },
  fire_station: {
    type: 'fire_station',
    tab: '소방서',
    title: '소방서 채널 (연구기관 포함)',
    icon: Building2,
    description: '우리 동네 소방서와 소방 연구·교육기관의 채널',
  },
  domestic: {
    type: 'domestic',
    tab: '국내',
    title: '국내 소방안전 채널',
    icon: Users,
    description: '안전 교육 단체와 전문가가 만드는 국내 채널',
  },
  international: {
    type: 'international',
    tab: '해외',
    title: '해외 소방안전 채널',
    icon: Globe2,
    description: '세계 여러 나라 소방기관과 안전 교육 채널',
  },
};

export const ALL_CHANNELS_TITLE = '전체 채널';
export const CHANNEL_TYPE_LIST = CHANNEL_TYPES.map((type) => CHANNEL_TYPE_INFO[type]);

export function channelsHref(type: ChannelType): string {
  return type === 'fire_dept' ? '/channels' : `/channels?type=${type}`;
}
