// Hero: what the site is, and the search box.
import { Link } from 'react-router';
import { SearchBox } from '../../components/search/SearchBox.tsx';

const QUICK_QUERIES = ['소화기 사용법', '심폐소생술', '화재 대피', '지진 대피', '전기차 화재'];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative border-b border-line bg-gradient-to-b from-accent-soft to-page">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pb-12 pt-12 text-center sm:pt-16">
        <p className="rounded-full border border-line bg-surface px-4 py-1 text-sm font-semibold text-accent">
          소방청·전국 소방본부 공식 영상 포함
        </p>
        <h1 id="hero-heading" className="text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          위급한 순간을 위한
          <br />
          <span className="text-accent">119 안전영상</span>
        </h1>
        <p className="max-w-2xl text-base text-muted sm:text-lg">
          소화기 사용법부터 심폐소생술, 지진 대피까지. 소방기관과 안전 전문가의 영상을 한곳에서 쉽게 찾아보세요.
        </p>
        <div className="w-full max-w-2xl text-left">
          <SearchBox size="lg" />
        </div>
        <ul className="flex flex-wrap justify-center gap-2" aria-label="많이 찾는 검색어">
          {QUICK_QUERIES.map((query) => (
            <li key={query}>
              <Link
                to={`/search?${new URLSearchParams({ q: query })}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-accent hover:text-accent"
              >
                #{query}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
