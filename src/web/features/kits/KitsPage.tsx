// /kits: the lesson kits (수업 꾸러미) instructors teach from, newest change first.
import { Link } from 'react-router';
import { AUDIENCE_NAMES } from '../../../shared/constants/audiences.ts';
import { Thumbnail } from '../../components/ui/Thumbnail.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { useKits } from '../../api/kits.ts';

export function Component() {
  const query = useKits();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <title>수업 꾸러미 | 119 안전영상</title>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">수업 꾸러미</h1>
        <p className="mt-2 text-muted">
          소방안전 교육에 바로 쓸 수 있도록 영상을 순서대로 묶었습니다. 수업 모드로 띄우거나 유인물로 인쇄하세요.
        </p>
      </header>
      {query.isPending && <Spinner label="수업 꾸러미를 불러오는 중..." />}
      {query.isError && (
        <ErrorState message="수업 꾸러미를 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />
      )}
      {query.data && query.data.length === 0 && <EmptyState title="아직 수업 꾸러미가 없습니다" />}
      {query.data && query.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((kit, index) => (
            <li key={kit.id} className="overflow-hidden rounded-2xl border border-line bg-surface" data-testid="kit-card">
              <Link to={`/kits/${encodeURIComponent(kit.slug)}`} className="flex h-full flex-col hover:bg-surface-2">
                <Thumbnail videoId={null} storedUrl={kit.thumbnail_url} className="aspect-video w-full object-cover" eager={index < 3} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h2 className="text-lg font-bold">{kit.title}</h2>
                  <p className="line-clamp-2 text-sm text-muted">{kit.summary}</p>
                  <p className="mt-auto flex flex-wrap gap-2 text-sm">
                    <span className="font-semibold">영상 {kit.video_count}편</span>
                    {kit.life_stages.map((stage) => (
                      <span key={stage} className="rounded-full border border-line px-2">
                        {AUDIENCE_NAMES[stage].name}
                      </span>
                    ))}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
