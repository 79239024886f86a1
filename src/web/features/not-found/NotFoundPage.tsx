// Not-found page: 10 s countdown to home, home and back buttons, useful links (R-ERROR-05).
import { ArrowLeft, Home } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';

export const NOT_FOUND_COUNTDOWN_SECONDS = 10;

export function NotFoundPage() {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(NOT_FOUND_COUNTDOWN_SECONDS);

  useEffect(() => {
    // From a deadline, so a throttled background tab still leaves on time.
    const deadline = Date.now() + NOT_FOUND_COUNTDOWN_SECONDS * 1000;
    const timer = setInterval(() => setSeconds(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds <= 0) navigate('/', { replace: true });
  }, [seconds, navigate]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center" data-testid="not-found">
      <title>페이지를 찾을 수 없습니다 | 119 안전영상</title>
      <p className="text-6xl font-extrabold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">페이지를 찾을 수 없습니다</h1>
      <p className="text-muted">주소가 바뀌었거나 삭제된 페이지입니다.</p>
      <p className="text-muted">
        <strong className="text-fg tabular-nums" data-testid="countdown">
          {seconds}
        </strong>
        초 뒤 홈으로 이동합니다.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonPrimary}>
          <Home aria-hidden="true" className="h-4 w-4" />
          홈으로
        </Link>
        <button type="button" className={buttonSecondary} onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          이전 페이지
        </button>
      </div>
      <nav aria-label="추천 페이지" className="pt-4">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-base">
          <li>
            <Link className="inline-flex min-h-11 items-center underline underline-offset-4" to="/channels">
              채널 둘러보기
            </Link>
          </li>
          <li>
            <Link className="inline-flex min-h-11 items-center underline underline-offset-4" to="/popular">
              인기 영상
            </Link>
          </li>
          <li>
            <Link className="inline-flex min-h-11 items-center underline underline-offset-4" to="/search">
              영상 검색
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
