// Light/dark switch; the choice is stored as `theme` (R-SITE-02).
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/theme.ts';

export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? '밝은 화면으로 전환' : '어두운 화면으로 전환';
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className="flex h-11 w-11 items-center justify-center rounded-lg border border-line bg-surface text-fg hover:bg-surface-2"
    >
      {/* By the theme class rather than by state, so the static first paint (static-shell.tsx) shows the right one. */}
      <Sun aria-hidden="true" className="hidden h-5 w-5 dark:block" />
      <Moon aria-hidden="true" className="h-5 w-5 dark:hidden" />
    </button>
  );
}
