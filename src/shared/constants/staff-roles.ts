// Staff roles and their scope (issue 24, ADR 0034): zod-free, so the server, the contracts and the web share them.
import { CHANNEL_REGIONS, type ChannelRegion } from './admin-channels.ts';

/** admin: everything; editor: content everywhere; hq_editor: content of its regions; viewer: read-only. */
export const STAFF_ROLES = ['admin', 'editor', 'hq_editor', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role may do what every role below it may (hq_editor within its regions). */
export const STAFF_ROLE_RANK: Record<StaffRole, number> = { viewer: 0, hq_editor: 1, editor: 2, admin: 3 };

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '시스템 관리자',
  editor: '편집자',
  hq_editor: '본부 편집자',
  viewer: '열람자',
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: '모든 기능과 계정·API 키·사이트 설정을 관리합니다.',
  editor: '모든 지역의 채널·영상·키워드·분류·검수·수업 꾸러미·공지를 편집합니다.',
  hq_editor: '담당 본부 지역의 채널과 그 영상, 검수 항목, 지역 공지를 편집합니다. 키워드와 분류는 권한을 받았을 때만 편집합니다.',
  viewer: '관리 화면을 읽기만 합니다(감사용).',
};

/** Extra rights an hq_editor can be given; `taxonomy` lets it edit keywords and categories. */
export const STAFF_GRANTS = ['taxonomy'] as const;
export type StaffGrant = (typeof STAFF_GRANTS)[number];
export const STAFF_GRANT_LABELS: Record<StaffGrant, string> = { taxonomy: '키워드·분류 편집' };

/** The regions a scope can hold: the ones channels use (the 18 headquarters and 전국 for the national agency). */
export const STAFF_REGIONS = CHANNEL_REGIONS;
export type StaffRegion = ChannelRegion;

/** Whether a caller of `role` (with its grants) may call an endpoint that needs `required` (or the grant). */
export function roleAllows(role: StaffRole, required: StaffRole, grants: readonly string[] = [], grant?: StaffGrant): boolean {
  if (STAFF_ROLE_RANK[role] >= STAFF_ROLE_RANK[required]) return true;
  return !!grant && role === 'hq_editor' && grants.includes(grant);
}

/** Only an hq_editor is limited to regions; every other role sees the whole country. */
export const isScopedRole = (role: StaffRole) => role === 'hq_editor';

/** 전국 is the national agency's own scope; the others are headquarters. */
export const regionScopeLabel = (region: string) => (region === '전국' ? '소방청(전국)' : `${region} 본부`);

/** '이 작업에는 편집자 권한이 필요합니다.' */
export const roleNeededMessage = (role: StaffRole) => `이 작업에는 ${STAFF_ROLE_LABELS[role]} 권한이 필요합니다.`;

/** What a scope check names the target as ('경기 본부 담당 범위 밖의 채널입니다.'). */
export const SCOPE_TARGET_LABELS = {
  channel: '채널',
  video: '영상',
  curation: '검수 항목',
  alert: '공지',
  region: '지역',
  job: '작업',
} as const;
export type ScopeTargetLabel = keyof typeof SCOPE_TARGET_LABELS;

/** '경기 본부 담당 범위 밖의 채널입니다.' (several regions: '경기 본부·경기북부 본부 담당 …'). */
export function outOfScopeMessage(regions: readonly string[], target: ScopeTargetLabel): string {
  const scope = regions.length > 0 ? regions.map(regionScopeLabel).join('·') : '담당 지역이 없는 계정의';
  return `${scope} 담당 범위 밖의 ${SCOPE_TARGET_LABELS[target]}입니다.`;
}

export const STAFF_MESSAGES = {
  regionsRequired: '본부 편집자는 담당 지역(regions)을 하나 이상 골라야 합니다.',
  regionsOnlyForHq: '담당 지역(regions)은 본부 편집자에게만 정할 수 있습니다.',
  region: '담당 지역은 목록에 있는 값(전국, 서울, 부산 … 제주) 가운데 하나여야 합니다.',
  lastAdmin: '마지막 시스템 관리자는 역할을 바꾸거나 비활성화할 수 없습니다.',
  selfDemote: '자기 자신의 역할은 바꿀 수 없습니다. 다른 시스템 관리자에게 요청하세요.',
  nothingToChange: '바꿀 내용(role, regions, grants, isActive)을 하나 이상 보내세요.',
} as const;
