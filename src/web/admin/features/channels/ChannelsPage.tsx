// /119sys-ctrl/channels: followed channels with server-side paging, search, filters and sorts (all in the URL);
// add by anything a person would paste, edit, sync now, delete with a 30-day undo.
import { FileUp, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_CHANNEL_SORT_LABELS, ADMIN_CHANNEL_SORTS } from '../../../../shared/constants/admin-channels.ts';
import { CHANNEL_TYPE_LABELS, CHANNEL_TYPES } from '../../../../shared/constants/catalogue.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useAdminChannels, useSyncChannel, type AdminChannel } from '../../../api/admin-channels.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/notices.ts';
import { FilterForm } from '../../components/FilterForm.tsx';
import { AddChannelPanel } from './AddChannelPanel.tsx';
import { ChannelDeleteDialog } from './ChannelDeleteDialog.tsx';
import { ChannelEditDialog } from './ChannelEditDialog.tsx';
import { ChannelRow, type ChannelAction } from './ChannelRow.tsx';
import { channelListHref, filterValues, readChannelList, toApiQuery, type ChannelFilterKey } from './channel-params.ts';
import { DeletedChannelsPanel } from './DeletedChannelsPanel.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { updateAdminChannel } from '../../../../shared/api/endpoints.ts';

const YES_NO = (yes: string, no: string) => [
  { value: '', label: '전체' },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];
const TYPE_OPTIONS = [{ value: '', label: '전체' }, ...CHANNEL_TYPES.map((type) => ({ value: type, label: CHANNEL_TYPE_LABELS[type] }))];
const SORT_OPTIONS = [
  { value: '', label: ADMIN_CHANNEL_SORT_LABELS.name },
  ...ADMIN_CHANNEL_SORTS.filter((sort) => sort !== 'name').map((sort) => ({ value: sort, label: ADMIN_CHANNEL_SORT_LABELS[sort] })),
];

export default function ChannelsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readChannelList(params);
  const list = useAdminChannels(toApiQuery(state));
  const sync = useSyncChannel();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminChannel | null>(null);
  const [deleting, setDeleting] = useState<AdminChannel | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filters = filterValues(state);
  const staff = useStaff();
  const canChange = staff.canCall(updateAdminChannel);

  async function startSync(channel: AdminChannel) {
    try {
      const job = await sync.mutateAsync(channel.id);
      notify('success', `${channel.channel_name} 전체 동기화를 시작했습니다 (작업 #${job.jobId}, 예상 ${job.quotaEstimate}단위).`);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '동기화를 시작하지 못했습니다.');
    }
  }

  function onAction(channel: AdminChannel, action: ChannelAction) {
    if (action === 'edit') setEditing(channel);
    else if (action === 'delete') setDeleting(channel);
    else void startSync(channel);
  }

  const stats = list.data?.stats;
  return (
    <>
      <PageHeader
        title="채널 관리"
        description={
          staff.regions
            ? `담당 지역(${staff.regions.join(', ')})의 채널만 보이고 바꿀 수 있습니다. 삭제한 채널은 30일 동안 되살릴 수 있습니다.`
            : '소방본부·소방서·국내·해외 채널을 추가하고, 유형·지역·자동 동기화를 정하고, 지금 동기화하거나 삭제합니다. 삭제한 채널은 30일 동안 되살릴 수 있습니다.'
        }
        actions={
          canChange && (
            <>
              <ActionButton
                icon={Plus}
                iconClassName="h-5 w-5"
                className={buttonPrimary}
                onClick={() => setAdding((open) => !open)}
                aria-expanded={adding}
              >
                채널 추가
              </ActionButton>
              <Link to={`${ADMIN_BASE}/channels/bulk-import`} className={buttonSecondary}>
                <FileUp aria-hidden="true" className="h-5 w-5" />
                일괄 등록
              </Link>
            </>
          )
        }
      />
      {adding && <AddChannelPanel onClose={() => setAdding(false)} />}
      <FilterForm<ChannelFilterKey> label="채널 검색" initial={filters} onApply={(values) => navigate(channelListHref(values))}>
        {(values, set) => (
          <>
            <TextField
              compact
              label="채널 이름 또는 채널 ID"
              value={values.search}
              onChange={(value) => set('search', value)}
              maxLength={100}
              autoComplete="off"
            />
            <SelectField label="유형" value={values.type} onChange={(value) => set('type', value)} options={TYPE_OPTIONS} />
            <SelectField
              label="사용"
              value={values.active}
              onChange={(value) => set('active', value)}
              options={YES_NO('사용 중', '사용 안 함')}
            />
            <SelectField
              label="자동 동기화"
              value={values.autoSync}
              onChange={(value) => set('autoSync', value)}
              options={YES_NO('켜짐', '꺼짐')}
            />
            <SelectField
              label="추천"
              value={values.featured}
              onChange={(value) => set('featured', value)}
              options={YES_NO('추천', '추천 아님')}
            />
            <SelectField label="정렬" value={values.sort} onChange={(value) => set('sort', value)} options={SORT_OPTIONS} />
          </>
        )}
      </FilterForm>
      <PagedList
        query={list}
        noun="채널 목록"
        heading={{
          id: 'channel-list-title',
          ref: headingRef,
          text: (page) => `채널 ${formatGroupedNumber(page.total)}곳`,
          keepWhenEmpty: true,
        }}
        intro={
          stats && (
            <p className="mb-3 text-sm text-muted" data-testid="channel-stats">
              {`전체 ${formatGroupedNumber(stats.total)}곳 · 사용 중 ${formatGroupedNumber(stats.active)} · 자동 동기화 ${formatGroupedNumber(
                stats.autoSync,
              )} · 추천 ${formatGroupedNumber(stats.featured)}`}
            </p>
          )
        }
        empty={<EmptyState title="조건에 맞는 채널이 없습니다">검색어나 필터를 바꿔 보세요.</EmptyState>}
        hrefFor={(page) => channelListHref(filters, page)}
        pageLabel="채널 목록 페이지"
      >
        {(channels) => (
          <ul className="@container flex flex-col gap-3" data-testid="channel-list">
            {channels.map((channel) => (
              <ChannelRow
                key={channel.id}
                channel={channel}
                busy={sync.isPending}
                canChange={canChange}
                onAction={(action) => onAction(channel, action)}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {canChange && <DeletedChannelsPanel />}
      <ChannelEditDialog channel={editing} onClose={() => setEditing(null)} />
      <ChannelDeleteDialog channel={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
