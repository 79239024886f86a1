// The header's compact search box; left out where the page has a bigger one (home hero, /search).
import { useLocation } from 'react-router';
import { SearchBox } from './SearchBox.tsx';

export function HeaderSearch({ className = '' }: { className?: string }) {
  const { pathname } = useLocation();
  if (pathname === '/' || pathname.startsWith('/search')) return null;
  return (
    <div className={className} data-testid="header-search">
      <SearchBox size="sm" showHint={false} label="사이트 검색" />
    </div>
  );
}
