// /119sys-ctrl/youtube-api: YouTube Data API keys (added, tested, switched on/off, deleted) and how much
// of today's quota each has used, on what; the day's total left and when Google resets it.
import { useState } from 'react';
import type { ApiKey } from '../../../../../shared/api/sync.ts';
import { formatDateTime, formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { Spinner } from '../../../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../../../components/ui/StateMessages.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { notify } from '../../../components/notices.ts';
import { AddKeyForm } from '../components/AddKeyForm.tsx';
import { ApiKeyCard } from '../components/ApiKeyCard.tsx';
import { formatUnits, timeUntil } from '../sync-labels.ts';
import { useApiKeys, useDeleteApiKey, type ApiKeysData } from '../../../../api/sync.ts';

function QuotaSummary({ data }: { data: ApiKeysData }) {
  const enabled = data.keys.filter((key) => key.isEnabled).length;
  const items = [
    { id: 'remaining', label: '오늘 남은 할당량 (사용 중인 키 합계)', value: formatUnits(data.remainingToday) },
    { id: 'keys', label: '등록된 키', value: `${formatGroupedNumber(data.keys.length)}개 (사용 ${formatGroupedNumber(enabled)}개)` },
    { id: 'day', label: '할당량 날짜 (미국 태평양 시간)', value: data.quotaDay },
    { id: 'resets', label: '다음 초기화 (한국 시간)', value: formatDateTime(data.resetsAt), note: timeUntil(data.resetsAt) },
  ];
  return (
    <dl aria-label="오늘의 할당량" className="mb-6 grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="quota-summary">
      {items.map((item) => (
        <div
          key={item.id}
          className={`flex flex-col-reverse gap-1 rounded-xl border border-line bg-surface p-3 md:p-4 ${item.id === 'resets' || item.id === 'remaining' ? 'col-span-2 sm:col-span-1' : ''}`}
          data-testid={`quota-${item.id}`}
        >
          <dt className="text-sm font-semibold text-muted">{item.label}</dt>
          <dd className="text-lg font-extrabold tabular-nums md:text-xl">
            {item.value}
            {'note' in item && item.note && <span className="block text-sm font-semibold text-muted">{item.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function YouTubeApiPage() {
  const keys = useApiKeys();
  const remove = useDeleteApiKey();
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    const key = deleting;
    remove.mutate(key.id, {
      onSuccess: () => notify('success', `${key.label} 키(${key.hint})를 삭제했습니다.`),
      onError: (error) => notify('error', error instanceof Error ? error.message : '키를 삭제하지 못했습니다.'),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <>
      <PageHeader
        title="유튜브 API 키"
        description="YouTube Data API 키는 서버에만 암호화해 저장하고 화면에는 앞뒤 몇 글자만 보여 줍니다. 할당량은 미국 태평양 시간 자정에 초기화됩니다."
      />
      {keys.isPending ? (
        <Spinner label="API 키를 불러오는 중..." />
      ) : keys.isError ? (
        <ErrorState message="API 키를 불러오지 못했습니다" detail={errorDetail(keys.error)} onRetry={() => keys.refetch()} />
      ) : (
        <>
          <QuotaSummary data={keys.data} />
          <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
            <section aria-labelledby="key-list-title">
              <h2 id="key-list-title" className="mb-3 text-xl font-bold">
                등록된 키 {formatGroupedNumber(keys.data.keys.length)}개
              </h2>
              {keys.data.keys.length ? (
                <ul className="flex flex-col gap-3" data-testid="api-key-list">
                  {keys.data.keys.map((key) => (
                    <ApiKeyCard key={key.id} apiKey={key} onDelete={setDeleting} />
                  ))}
                </ul>
              ) : (
                <EmptyState title="등록된 API 키가 없습니다">키를 추가해야 유튜브에서 영상을 가져올 수 있습니다.</EmptyState>
              )}
            </section>
            <AddKeyForm />
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="API 키를 삭제할까요?"
        confirmLabel="삭제"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting && `${deleting.label} (${deleting.hint}) 키와 오늘까지의 사용 기록이 지워집니다. 되돌릴 수 없습니다.`}
      </ConfirmDialog>
    </>
  );
}
