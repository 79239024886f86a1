// Platform intro: the four-step flow (R-HOME-01: collect, classify, curate, deliver).
import { Boxes, Download, Send, Sparkles } from 'lucide-react';

const STEPS = [
  { icon: Download, title: '수집', text: '소방청·전국 소방본부·소방서와 안전 전문 채널의 새 영상을 매일 모읍니다.' },
  { icon: Boxes, title: '분류', text: 'AI가 주제와 키워드를 먼저 나누고, 소방 전문가가 한 번 더 확인합니다.' },
  { icon: Sparkles, title: '큐레이션', text: '정확하고 따라 하기 쉬운 영상을 골라 대상과 상황별로 묶습니다.' },
  { icon: Send, title: '제공', text: '누구나 로그인 없이 검색하고, 필요한 순간 바로 볼 수 있게 전합니다.' },
];

export function FlowSteps() {
  return (
    <section aria-labelledby="flow-heading" className="mx-auto max-w-7xl px-4">
      <h2 id="flow-heading" className="mb-2 text-2xl font-bold tracking-tight">
        119 안전영상은 이렇게 만들어집니다
      </h2>
      <p className="mb-5 text-muted">흩어져 있는 소방 안전 영상을 네 단계로 정리해 전해 드립니다.</p>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => {
          const Icon = step.icon;
          return (
            <li key={step.title} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
              <span className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-strong text-lg font-extrabold text-white">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="h-6 w-6 text-accent" />
                <span className="text-lg font-bold">{step.title}</span>
              </span>
              <p className="text-muted">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
