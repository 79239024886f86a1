// Every admin page of R-ADMIN-01 in one list: path, Korean label, sidebar group and screen. A page without
// `component` shows the "in preparation" panel with its `description`; plugging in a real screen means
// adding `component: adminScreen(() => import('../features/<area>/…'))` to its entry here (the screen lives in its area's folder).
import type { LucideIcon } from 'lucide-react';
import {
  Accessibility,
  ChartColumn,
  ClipboardCheck,
  Clapperboard,
  CloudDownload,
  Copy,
  FileUp,
  Film,
  FlaskConical,
  FolderTree,
  GraduationCap,
  History,
  KeyRound,
  LayoutDashboard,
  RefreshCw,
  Settings,
  ShieldCheck,
  Siren,
  SquarePlus,
  Tags,
  Trash2,
  Tv,
  UserCog,
  Users,
  Workflow,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout.ts';
import { ADMIN_BASE } from '../../../shared/constants/admin.ts';
import type { StaffGrant, StaffRole } from '../../../shared/constants/staff-roles.ts';

export type AdminGroupId = 'content' | 'sync' | 'site' | 'system';

/** R-ADMIN-01 sidebar groups, in order. */
export const ADMIN_GROUPS: readonly { id: AdminGroupId; label: string }[] = [
  { id: 'content', label: '콘텐츠 관리' },
  { id: 'sync', label: '데이터 동기화' },
  { id: 'site', label: '사이트 관리' },
  { id: 'system', label: '시스템 설정' },
];

export interface AdminPage {
  /** Relative to /119sys-ctrl; '' is the index (dashboard). */
  path: string;
  label: string;
  /** null: the dashboard, shown above the groups. */
  group: AdminGroupId | null;
  icon: LucideIcon;
  /** What the page does (shown on its "in preparation" panel until it is built). */
  description: string;
  component?: ComponentType;
  /** The least role that opens the page (viewer when absent); the sidebar hides it from the others (ADR 0034). */
  role?: StaffRole;
  /** An hq_editor with this grant opens it too. */
  grant?: StaffGrant;
}

/** A lazily loaded screen (its own chunk, 120 s load timeout like the public pages). */
export function adminScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazyWithTimeout(load);
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '',
    label: '대시보드',
    group: null,
    icon: LayoutDashboard,
    description: '카탈로그 합계, 최근 관리 작업과 보안 이벤트를 보여 줍니다.',
    component: adminScreen(() => import('../features/dashboard/DashboardPage.tsx')),
  },
  {
    path: 'keywords',
    label: '키워드 관리',
    group: 'content',
    icon: Tags,
    description: '키워드를 검색·정렬하고 상태를 바꾸거나 삭제하며, 키워드 목록을 CSV로 내려받습니다.',
    component: adminScreen(() => import('../features/keywords/KeywordsPage.tsx')),
  },
  {
    path: 'keywords/new',
    role: 'editor',
    grant: 'taxonomy',
    label: '키워드 추가',
    group: 'content',
    icon: SquarePlus,
    description: '새 키워드를 만들고 분류(카테고리)에 연결합니다.',
    component: adminScreen(() => import('../features/keywords/NewKeywordPage.tsx')),
  },
  {
    path: 'keywords/v3',
    label: '키워드 관리 (새 화면)',
    group: 'content',
    icon: Tags,
    description: '키워드별 영상 수·조회수 통계와 분류를 한 화면에서 관리하는 새 키워드 관리 화면입니다.',
    component: adminScreen(() => import('../features/keywords/KeywordInsightsPage.tsx')),
  },
  {
    path: 'videos',
    label: '영상 관리',
    group: 'content',
    icon: Film,
    description: '제목·채널·영상 ID로 영상을 찾고, 기간·채널 유형으로 거르며, 여러 영상의 상태를 한꺼번에 바꾸거나 삭제합니다.',
    component: adminScreen(() => import('../features/videos/VideosPage.tsx')),
  },
  {
    path: 'videos/new',
    role: 'hq_editor',
    label: '영상 추가',
    group: 'content',
    icon: Clapperboard,
    description: '유튜브 영상 주소로 영상을 직접 등록하고 키워드에 연결합니다.',
    component: adminScreen(() => import('../features/videos/AddVideosPage.tsx')),
  },
  {
    path: 'videos/deleted',
    label: '삭제된 영상',
    group: 'content',
    icon: Trash2,
    description: '삭제한 영상을 보관함에서 확인하고, 하나씩 또는 한꺼번에 되살리거나 영구 삭제합니다.',
    component: adminScreen(() => import('../features/videos/DeletedVideosPage.tsx')),
  },
  {
    path: 'channels',
    label: '채널 관리',
    group: 'content',
    icon: Tv,
    description: '소방본부·소방서·국내·해외 채널을 추가·수정·삭제하고 자동 동기화 여부를 정합니다.',
    component: adminScreen(() => import('../features/channels/ChannelsPage.tsx')),
  },
  {
    path: 'channels/bulk-import',
    role: 'hq_editor',
    label: '채널 일괄 등록',
    group: 'content',
    icon: FileUp,
    description: '여러 채널을 목록 파일로 한 번에 등록합니다.',
    component: adminScreen(() => import('../features/channels/BulkImportPage.tsx')),
  },
  {
    path: 'categories',
    label: '분류 관리',
    group: 'content',
    icon: FolderTree,
    description: '상위·하위 분류와 순서를 관리하고 키워드를 분류에 연결합니다.',
    component: adminScreen(() => import('../features/categories/CategoriesPage.tsx')),
  },
  {
    path: 'kits',
    label: '수업 꾸러미',
    group: 'content',
    icon: GraduationCap,
    description: '강사가 수업에서 차례로 보여 줄 영상 묶음을 만들고, 영상마다 메모·시작·끝 시각·토론 질문을 붙입니다.',
    component: adminScreen(() => import('../features/kits/KitsPage.tsx')),
  },
  {
    path: 'duplicates',
    label: '중복 영상 정리',
    group: 'content',
    icon: Copy,
    description: '같은 영상이 여러 번 들어온 경우를 찾아 하나로 정리합니다.',
    component: adminScreen(() => import('../features/duplicates/DuplicatesPage.tsx')),
  },
  {
    path: 'versions',
    label: '접근성 버전',
    group: 'content',
    icon: Accessibility,
    description: '수어·자막·화면해설·쉬운 말 영상을 원본과 한 묶음으로 잇고, 영상마다 접근성 표시를 고칩니다.',
    component: adminScreen(() => import('../features/versions/VersionsPage.tsx')),
  },
  {
    path: 'youtube-sync',
    label: '유튜브 동기화',
    group: 'sync',
    icon: RefreshCw,
    description: '채널 전체 동기화를 시작하고 진행 상황·결과를 실시간으로 확인하며, 작업을 취소하거나 다시 시도합니다.',
    component: adminScreen(() => import('../features/sync/pages/SyncCenterPage.tsx')),
  },
  {
    path: 'youtube-sync-center',
    label: '동기화 센터',
    group: 'sync',
    icon: CloudDownload,
    description: '유튜브 동기화와 같은 화면입니다. 모든 동기화 작업을 한곳에서 봅니다.',
    component: adminScreen(() => import('../features/sync/pages/SyncCenterPage.tsx')),
  },
  {
    path: 'incremental-sync',
    label: '증분 동기화',
    group: 'sync',
    icon: History,
    description: '채널 RSS로 새로 올라온 영상만 찾아 가져옵니다 (API 할당량을 쓰지 않음).',
    component: adminScreen(() => import('../features/sync/pages/IncrementalSyncPage.tsx')),
  },
  {
    path: 'statistics-sync',
    label: '통계 동기화',
    group: 'sync',
    icon: ChartColumn,
    description: '영상 조회수·좋아요 수와 사이트 전체 통계를 새로 고칩니다.',
    component: adminScreen(() => import('../features/sync/pages/StatisticsSyncPage.tsx')),
  },
  {
    path: 'workflow',
    role: 'hq_editor',
    label: '일괄 작업 마법사',
    group: 'sync',
    icon: Workflow,
    description:
      '여러 영상의 상태·키워드 바꾸기, 삭제·되살리기, 다시 분류, 통계 새로 고침과 키워드 수집을 미리 보기 뒤 한 작업으로 실행하고 되돌립니다.',
    component: adminScreen(() => import('../features/workflow/WorkflowPage.tsx')),
  },
  {
    path: 'curation',
    label: '큐레이션 검수',
    group: 'site',
    icon: ClipboardCheck,
    description: '자동 분류가 확신하지 못한 영상을 전문가가 승인하거나 거절합니다.',
    component: adminScreen(() => import('../features/curation/CurationPage.tsx')),
  },
  {
    path: 'users',
    role: 'admin',
    label: '관리자 계정',
    group: 'site',
    icon: Users,
    description: '관리자 계정을 만들고, 비활성화·비밀번호 재설정·세션 종료를 합니다.',
    component: adminScreen(() => import('../features/users/UsersPage.tsx')),
  },
  {
    path: 'security',
    label: '보안 기록',
    group: 'site',
    icon: ShieldCheck,
    description: '보안 이벤트와 관리 작업 기록을 조건으로 걸러 봅니다.',
    component: adminScreen(() => import('../features/security/SecurityPage.tsx')),
  },
  {
    path: 'alerts',
    label: '재난 공지',
    group: 'site',
    icon: Siren,
    description: '재난 때 모든 화면에 띠 배너로 행동 요령을 알리고, 끝나는 시각에 저절로 내립니다.',
    component: adminScreen(() => import('../features/alerts/AlertsPage.tsx')),
  },
  {
    path: 'settings',
    role: 'admin',
    label: '사이트 설정',
    group: 'system',
    icon: Settings,
    description: '연락처, 홈 화면 추천 영상·주요 키워드·계절 특집, 자동 게시 기준 등 사이트 운영 설정을 바꿉니다.',
    component: adminScreen(() => import('../features/settings/SettingsPage.tsx')),
  },
  {
    path: 'youtube-api',
    role: 'admin',
    label: '유튜브 API 키',
    group: 'system',
    icon: KeyRound,
    description: 'YouTube Data API 키를 등록·교체하고 키별 오늘 할당량 사용량을 봅니다. 키는 서버에만 저장됩니다.',
    component: adminScreen(() => import('../features/sync/pages/YouTubeApiPage.tsx')),
  },
  {
    path: 'test-api',
    role: 'admin',
    label: 'API 점검',
    group: 'system',
    icon: FlaskConical,
    description: '서버 API와 유튜브 API 연결을 점검하고 응답을 확인합니다.',
    component: adminScreen(() => import('../features/sync/pages/TestApiPage.tsx')),
  },
  {
    path: 'account',
    label: '내 계정',
    group: 'system',
    icon: UserCog,
    description: '내 비밀번호를 바꿉니다.',
    component: adminScreen(() => import('../features/account/AccountPage.tsx')),
  },
];

export const adminHref = (page: Pick<AdminPage, 'path'>) => (page.path ? `${ADMIN_BASE}/${page.path}` : ADMIN_BASE);

/** The page for a location (exact path match; trailing slash ignored). */
export function adminPageFor(pathname: string): AdminPage | null {
  const rest = pathname.replace(/\/+$/, '').slice(ADMIN_BASE.length).replace(/^\//, '');
  // A page below a listed one (channels/12) sits under it in the breadcrumb.
  return (
    ADMIN_PAGES.find((page) => page.path === rest) ??
    ADMIN_PAGES.find((page) => page.path === 'channels' && /^channels\/\d+$/.test(rest)) ??
    null
  );
}

export function groupLabel(id: AdminGroupId | null): string | null {
  return ADMIN_GROUPS.find((group) => group.id === id)?.label ?? null;
}
