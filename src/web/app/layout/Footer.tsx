// Footer: operator credit and contact address (site settings, else the server's config; R-SITE-04).
import { Link } from 'react-router';
import { siteConfig } from '../../lib/site-config.ts';
import { useSiteContacts } from '../../api/site-settings.ts';

export function Footer() {
  const email = useSiteContacts().contactEmail;
  return (
    <footer className="mt-16 border-t border-line bg-surface print:hidden">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 text-sm text-muted md:grid-cols-[2fr_1fr]">
        <div className="space-y-2">
          <p className="text-base font-bold text-fg">119 안전영상</p>
          <p>소방·구조·화재 안전 영상을 한곳에 모아 누구나 쉽게 찾아볼 수 있도록 돕는 공공 영상 카탈로그입니다.</p>
          <p>
            운영: <span className="font-semibold text-fg">{siteConfig.operator}</span>
            <span aria-hidden="true"> · </span>
            문의:{' '}
            <a href={`mailto:${email}`} className="font-semibold text-fg underline underline-offset-4">
              {email}
            </a>
          </p>
          <p>영상의 저작권은 각 채널에 있으며, 영상은 유튜브에서 재생됩니다.</p>
        </div>
        <nav aria-label="바로가기">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
            <li>
              <Link className="inline-flex min-h-11 items-center hover:text-fg" to="/kits">
                수업 꾸러미
              </Link>
            </li>
            <li>
              <Link className="inline-flex min-h-11 items-center hover:text-fg" to="/search/advanced">
                상세 검색
              </Link>
            </li>
            <li>
              <Link className="inline-flex min-h-11 items-center hover:text-fg" to="/channels-old">
                전체 채널 표
              </Link>
            </li>
            <li>
              <Link className="inline-flex min-h-11 items-center hover:text-fg" to="/audience-network/children">
                대상별 안전 주제
              </Link>
            </li>
            <li>
              <Link className="inline-flex min-h-11 items-center hover:text-fg" to="/diagnostic">
                서비스 상태
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
