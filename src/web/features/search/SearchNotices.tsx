// What the API says beside the videos: matched categories, words left out (R-SEARCH-03), the query it
// probably meant, and — when nothing was found — why, with the nearest keywords to try.
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SearchResponse } from '../../../shared/api/search.ts';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { EmptyState } from '../../components/ui/StateMessages.tsx';

type Data = SearchResponse['data'];

const chip =
  'inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-accent hover:text-accent';

export function categoryHref(category: Data['categories'][number]): string {
  return category.parent_slug ? `/categories/${category.parent_slug}/${category.slug}` : `/categories/${category.slug}`;
}

/** Up to five categories the query names, above the videos. */
export function MatchedCategories({ categories }: { categories: Data['categories'] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="관련 분류" data-testid="search-categories">
      <h2 className="mb-2 text-sm font-semibold text-muted">관련 분류</h2>
      <ul className="flex flex-wrap gap-2">
        {categories.slice(0, 5).map((category) => (
          <li key={category.id}>
            <Link to={categoryHref(category)} className={chip}>
              {category.parent_name && <span className="text-muted">{category.parent_name} ›</span>}
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Notice({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted" data-testid={testId}>
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

const quoted = (words: string[]) => words.map((w) => `‘${w}’`).join(', ');

/** 은 after a final consonant, 는 after a vowel; both when the word does not end in a Hangul syllable. */
function topic(words: string[]): string {
  const code = (words[words.length - 1] ?? '').slice(-1).charCodeAt(0);
  if (code < 0xac00 || code > 0xd7a3) return '은(는)';
  return (code - 0xac00) % 28 === 0 ? '는' : '은';
}

/** One line each: one-character words left out, words past the first two, the query it probably meant. */
export function SearchHints({ data, hrefForQuery }: { data: Data; hrefForQuery: (q: string) => string }) {
  return (
    <>
      {data.ignoredWords.length > 0 && (
        <Notice testId="hint-ignored">
          한 글자 낱말 {quoted(data.ignoredWords)}
          {topic(data.ignoredWords)} 빼고 찾았습니다 (두 글자 이상인 낱말로 찾습니다).
        </Notice>
      )}
      {data.unusedWords.length > 0 && (
        <Notice testId="hint-unused">
          앞의 두 낱말로 찾았습니다. {quoted(data.unusedWords)}
          {topic(data.unusedWords)} 검색에 쓰지 않았습니다.
        </Notice>
      )}
      {data.suggestion && (
        <Notice testId="hint-suggestion">
          이 검색어로 찾을까요:{' '}
          <Link to={hrefForQuery(data.suggestion)} className="font-semibold text-accent underline">
            {data.suggestion}
          </Link>
        </Notice>
      )}
    </>
  );
}

const REASONS: Record<NonNullable<Data['emptyReason']>, (q: string) => { title: string; text: string }> = {
  'no-words': () => ({
    title: '검색할 낱말이 없습니다',
    text: '두 글자 이상인 낱말로 검색해 주세요. 한 글자 낱말과 기호·그림 문자는 검색에 쓰지 않습니다.',
  }),
  'unknown-chosung': (q) => ({
    title: `‘${q}’ 초성에 맞는 낱말이 없습니다`,
    text: '초성 검색은 ㅅㅎㄱ(소화기)처럼 낱말 글자마다 첫 자음을 이어 씁니다.',
  }),
  'no-match': (q) => ({
    title: `‘${q}’에 맞는 영상이 없습니다`,
    text: '맞춤법이나 띄어쓰기를 바꾸거나 다른 낱말로 검색해 보세요.',
  }),
  filtered: () => ({
    title: '조건에 맞는 영상이 없습니다',
    text: '검색어에 맞는 영상은 있지만 고른 조건(기간·길이·조회수·채널 유형)에 맞는 영상이 없습니다. 조건을 줄여 보세요.',
  }),
};

/** Says why nothing was found and offers the nearest keywords. */
export function SearchEmpty({
  data,
  query,
  hrefForQuery,
  action,
}: {
  data: Data;
  query: string;
  hrefForQuery: (q: string) => string;
  action?: ReactNode;
}) {
  const reason = REASONS[data.emptyReason ?? 'no-match'](query);
  return (
    <EmptyState title={reason.title}>
      <div className="flex flex-col items-center gap-4" data-testid="search-empty">
        <p>{reason.text}</p>
        {data.suggestion && (
          <p className="text-fg">
            이 검색어로 찾을까요:{' '}
            <Link to={hrefForQuery(data.suggestion)} className="font-semibold text-accent underline">
              {data.suggestion}
            </Link>
          </p>
        )}
        {action}
        {data.nearestKeywords.length > 0 && data.emptyReason !== 'filtered' && (
          <nav aria-label="이런 키워드는 어떠세요" data-testid="nearest-keywords">
            <p className="mb-2 font-semibold text-fg">이런 키워드는 어떠세요?</p>
            <ul className="flex flex-wrap justify-center gap-2">
              {data.nearestKeywords.map((keyword) => (
                <li key={keyword.id}>
                  <Link to={hrefForQuery(keyword.keyword)} className={chip}>
                    {keyword.keyword}
                    <span className="text-muted">{formatGroupedNumber(keyword.total_videos)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </EmptyState>
  );
}
