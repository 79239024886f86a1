// Site header: logo, main links, text size and contrast (DisplaySettings), theme toggle, and a mobile menu that closes on scroll (R-SITE-03).
import { Flame, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { DisplaySettings } from '../../components/ui/DisplaySettings.tsx';
import { HeaderSearch } from '../../components/search/HeaderSearch.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { ThemeToggle } from '../../components/ui/ThemeToggle.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-base font-semibold transition-colors ${
    isActive ? 'bg-accent-soft text-accent' : 'text-fg hover:bg-surface-2'
  }`;

export function Header() {
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const startY = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > 8) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-page/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight">
          <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent-strong text-white">
            <Flame aria-hidden="true" className="h-5 w-5" />
          </span>
          <span>
            119 <span className="text-accent">안전영상</span>
          </span>
        </Link>
        <HeaderSearch className="ml-4 hidden w-72 lg:block" />
        <nav aria-label="주 메뉴" className="ml-auto hidden md:block">
          <NavLinkList className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          <DisplaySettings />
          <ThemeToggle />
          <button
            type="button"
            className="flex h-11 w-11 items-center justify-center rounded-lg border border-line bg-surface md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? '메뉴 닫기' : '메뉴 열기'}
            data-testid="mobile-menu-button"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="모바일 메뉴" className="border-t border-line bg-page px-4 pb-4 pt-2 md:hidden">
          <HeaderSearch className="mb-2 mt-1" />
          <NavLinkList className="flex flex-col gap-1" />
        </nav>
      )}
    </header>
  );
}

/** The same links in the desktop bar and the mobile menu. */
function NavLinkList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
