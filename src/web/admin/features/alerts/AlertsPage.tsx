// /119sys-ctrl/alerts (재난 공지): declare a notice from a hazard's draft, edit or end the ones in force, see the
// ended ones. A notice shows at once on every public page (banner, /emergency, search) and leaves at its end.
import { useId, useState, type ReactNode } from 'react';
import { HAZARD_LABELS } from '../../../../shared/constants/disaster-alerts.ts';
import { formatDateTime } from '../../../../shared/format/index.ts';
import { useAdminAlerts, useAlertWrites, type AdminAlert } from '../../../api/admin-alerts.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notify } from '../../components/notices.ts';
import { emptyForm, fromAlert, toBody, type AlertFormState } from './alert-form-state.ts';
import { AlertForm } from './AlertForm.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { createAdminAlert } from '../../../../shared/api/endpoints.ts';

const STATE_LABELS: Record<AdminAlert['state'], string> = { active: '진행 중', scheduled: '예정', ended: '끝남' };

export default function AlertsPage() {
  const alerts = useAdminAlerts();
  const writes = useAlertWrites();
  // Declaring needs an hq_editor (for its own regions only); a viewer reads. An hq_editor changes only the notices
  // wholly inside its regions: the others show without their buttons (the server refuses them too).
  const staff = useStaff();
  const canDeclare = staff.canCall(createAdminAlert);
  const mayChange = (alert: AdminAlert) => canDeclare && (!staff.regions || alert.regions.every((r) => staff.regions!.includes(r)));
  const [form, setForm] = useState<AlertFormState>(() => emptyForm(new Date(), undefined, staff.regions));
  const [editing, setEditing] = useState<AdminAlert | null>(null);
  const [ending, setEnding] = useState<AdminAlert | null>(null);
  const formHeading = useId();
  const openHeading = useId();
  const endedHeading = useId();

  const save = async () => {
    try {
      if (editing) {
        await writes.update.mutateAsync({ id: editing.id, body: toBody(form) });
        notify('success', '공지를 고쳤습니다. 모든 화면에 바로 반영됩니다.');
      } else {
        await writes.create.mutateAsync(toBody(form));
        notify('success', '재난 공지를 선포했습니다. 모든 화면의 띠 배너와 재난 안내 페이지에 나옵니다.');
      }
      setEditing(null);
      setForm(emptyForm(new Date(), form.hazard, staff.regions));
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '저장하지 못했습니다.');
    }
  };
  const end = async () => {
    if (!ending) return;
    try {
      await writes.end.mutateAsync(ending.id);
      notify('success', `'${ending.title}' 공지를 끝냈습니다.`);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '공지를 끝내지 못했습니다.');
    } finally {
      setEnding(null);
    }
  };

  const open = alerts.data?.filter((a) => a.state !== 'ended') ?? [];
  const ended = alerts.data?.filter((a) => a.state === 'ended') ?? [];
  return (
    <>
      <PageHeader
        title="재난 공지"
        description="지진·산불 같은 재난 때 모든 화면 맨 위에 띠 배너로 행동 요령을 알리고, 가벼운 재난 안내 페이지(/emergency)를 보여 줍니다. 끝나는 시각이 되면 저절로 내려갑니다."
      />
      {canDeclare && (
        <section aria-labelledby={formHeading} className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <h2 id={formHeading} className="mb-4 text-lg font-bold">
            {editing ? `공지 고치기: ${editing.title}` : '새 공지'}
          </h2>
          <AlertForm
            ownRegions={staff.regions}
            form={form}
            onChange={setForm}
            editing={!!editing}
            busy={writes.create.isPending || writes.update.isPending}
            onSubmit={save}
            {...(editing
              ? {
                  onCancel: () => {
                    setEditing(null);
                    setForm(emptyForm(new Date(), undefined, staff.regions));
                  },
                }
              : {})}
          />
        </section>
      )}

      {alerts.isPending ? (
        <Spinner label="공지를 불러오는 중..." />
      ) : alerts.isError ? (
        <ErrorState message="공지를 불러오지 못했습니다" detail={errorDetail(alerts.error)} onRetry={() => alerts.refetch()} />
      ) : (
        <>
          <section aria-labelledby={openHeading} className="mt-6">
            <h2 id={openHeading} className="mb-3 text-lg font-bold">{`진행 중·예정 공지 ${open.length}건`}</h2>
            {open.length === 0 ? (
              <p className="text-muted">지금 내걸린 공지가 없습니다.</p>
            ) : (
              <ul className="flex flex-col gap-3" data-testid="alerts-open">
                {open.map((alert) => (
                  <AlertRow key={alert.id} alert={alert}>
                    <a className={buttonSecondary} href={`/emergency/${alert.id}`} target="_blank" rel="noopener">
                      안내 페이지 보기
                    </a>
                    {mayChange(alert) && (
                      <>
                        <button
                          type="button"
                          className={buttonSecondary}
                          onClick={() => {
                            setEditing(alert);
                            setForm(fromAlert(alert));
                            window.scrollTo({ top: 0 });
                          }}
                        >
                          고치기
                        </button>
                        <button type="button" className={buttonPrimary} onClick={() => setEnding(alert)}>
                          지금 끝내기
                        </button>
                      </>
                    )}
                  </AlertRow>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={endedHeading} className="mt-6">
            <h2 id={endedHeading} className="mb-3 text-lg font-bold">{`끝난 공지 (최근 ${ended.length}건)`}</h2>
            {ended.length === 0 ? (
              <p className="text-muted">끝난 공지가 없습니다.</p>
            ) : (
              <ul className="flex flex-col gap-3" data-testid="alerts-ended">
                {ended.map((alert) => (
                  <AlertRow key={alert.id} alert={alert} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <ConfirmDialog
        open={!!ending}
        title="공지를 지금 끝낼까요?"
        confirmLabel="지금 끝내기"
        busy={writes.end.isPending}
        onConfirm={end}
        onClose={() => setEnding(null)}
      >
        {`'${ending?.title ?? ''}' 공지가 모든 화면에서 바로 내려갑니다.`}
      </ConfirmDialog>
    </>
  );
}

function AlertRow({ alert, children }: { alert: AdminAlert; children?: ReactNode }) {
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <p className="text-sm font-semibold text-muted">
        {`${STATE_LABELS[alert.state]} · ${HAZARD_LABELS[alert.hazard]} · ${alert.regions.join('·')}`}
      </p>
      <p className="mt-1 text-lg font-bold">{alert.title}</p>
      <p className="mt-1 text-sm text-muted">
        {`${formatDateTime(alert.startsAt)} ~ ${formatDateTime(alert.endedAt ?? alert.endsAt)} · 행동 요령 ${alert.steps.length}줄 · 고정 영상 ${alert.videos.length}개 · ${alert.updatedBy ?? alert.createdBy ?? ''}`}
      </p>
      {children && <div className="mt-3 flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}
