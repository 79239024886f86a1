// Call to action: report missing fire channels by the inquiry e-mail (R-SITE-04).
import { Mail } from 'lucide-react';
import { useSiteContacts } from '../../api/site-settings.ts';
import { buttonPrimary } from '../../components/ui/buttons.ts';

export function CallToAction() {
  const email = useSiteContacts().inquiryEmail;
  const subject = encodeURIComponent('[119 안전영상] 누락된 소방 채널 제보');
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4">
      <div className="flex flex-col items-start gap-4 rounded-3xl border border-line bg-gradient-to-r from-accent-soft to-surface p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold">
            빠진 소방 채널이 있나요?
          </h2>
          <p className="mt-2 text-muted">
            우리 지역 소방서나 안전 교육 채널이 보이지 않으면 알려 주세요. 확인 후 빠르게 추가하겠습니다.
            <br />
            제보 메일: <span className="font-semibold text-fg">{email}</span>
          </p>
        </div>
        <a href={`mailto:${email}?subject=${subject}`} className={`${buttonPrimary} shrink-0`}>
          <Mail aria-hidden="true" className="h-5 w-5" />
          채널 제보하기
        </a>
      </div>
    </section>
  );
}
