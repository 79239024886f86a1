// 글자·화면 설정 in the header (public and admin): text size 보통 · 크게 · 아주 크게 and 선명한 화면 (high
// contrast), KRDS's resize and high-contrast patterns (ADR 0010). Remembered like the theme and applied
// before first paint by /theme-init.js; the closed button looks the same whatever is chosen, so the static
// first paint (static-shell.tsx) and the app's first frame match.
import { ALargeSmall } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TEXT_SIZES, useHighContrast, useTextSize } from '../../lib/theme.ts';

export function DisplaySettings() {
  const [open, setOpen] = useState(false);
  const [size, setSize] = useTextSize();
  const [contrast, setContrast] = useHighContrast();
  const panelId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // Under sm the panel spans the header (the sticky header is its containing block), above it hangs from the button.
    <div ref={boxRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="display-settings"
        className="flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 font-semibold text-fg hover:bg-surface-2"
      >
        <ALargeSmall aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only lg:not-sr-only">글자·화면</span>
        <span className="sr-only"> 설정</span>
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label="글자·화면 설정"
          className="absolute inset-x-4 top-full z-50 mt-2 flex flex-col sm:left-auto sm:right-0 sm:w-80 gap-4 rounded-xl border border-line bg-surface p-4 text-fg shadow-xl"
          data-testid="display-settings-panel"
        >
          <fieldset>
            <legend className="mb-2 font-bold">글자 크기</legend>
            <div className="grid grid-cols-3 gap-1 rounded-lg bg-surface-2 p-1">
              {TEXT_SIZES.map((option) => (
                <label key={option.id} className="relative">
                  <input
                    type="radio"
                    name={`${panelId}-text-size`}
                    value={option.id}
                    checked={size.id === option.id}
                    onChange={() => setSize(option.id)}
                    className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
                    data-testid={`text-size-${option.id}`}
                  />
                  <span className="flex min-h-11 items-center justify-center rounded-md px-1 text-center font-semibold peer-checked:bg-accent-strong peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus">
                    {option.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-bold">
            <span>
              선명한 화면
              <span className="block text-sm font-normal text-muted">글자와 배경의 대비를 가장 크게 합니다</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              checked={contrast}
              onChange={(event) => setContrast(event.target.checked)}
              className="h-6 w-6 shrink-0 cursor-pointer accent-[var(--accent-strong)]"
              data-testid="high-contrast"
            />
          </label>
          <Link
            to="/accessible"
            onClick={() => setOpen(false)}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
            data-testid="accessible-link"
          >
            수어·자막·화면해설 영상 모아 보기
          </Link>
        </div>
      )}
    </div>
  );
}
