// Display preferences, each remembered in local storage and applied before first paint by
// /theme-init.js (so nothing reflows): the theme, stored as `theme` (R-SITE-02; dark unless the visitor
// picked light), the text size (`textSize`) and high contrast (`contrast`), ADR 0010.
import { useSyncExternalStore } from 'react';

export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function remember(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0b1120' : '#f6f7fb');
  remember(THEME_STORAGE_KEY, theme);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'dark' as const);
  return [theme, applyTheme];
}

// ---- text size: the root font size, so every rem-based size (text, spacing, controls) grows together ----

export const TEXT_SIZE_STORAGE_KEY = 'textSize';
export const TEXT_SIZES = [
  { id: 'normal', label: '보통', scale: 1, className: '' },
  { id: 'large', label: '크게', scale: 1.125, className: 'text-size-large' },
  { id: 'xlarge', label: '아주 크게', scale: 1.25, className: 'text-size-xlarge' },
] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export type TextSizeId = TextSize['id'];

export function currentTextSize(): TextSize {
  const classes = document.documentElement.classList;
  return TEXT_SIZES.find((size) => size.className && classes.contains(size.className)) ?? TEXT_SIZES[0];
}

export function applyTextSize(id: TextSizeId): void {
  const classes = document.documentElement.classList;
  for (const size of TEXT_SIZES) if (size.className) classes.toggle(size.className, size.id === id);
  remember(TEXT_SIZE_STORAGE_KEY, id === 'normal' ? null : id);
}

export function useTextSize(): [TextSize, (id: TextSizeId) => void] {
  return [useSyncExternalStore(subscribe, currentTextSize, () => TEXT_SIZES[0]), applyTextSize];
}

// ---- high contrast (KRDS 선명한 화면 모드): the theme's colours at their strongest ----

export const CONTRAST_STORAGE_KEY = 'contrast';
export const HIGH_CONTRAST_CLASS = 'contrast-high';

export function currentHighContrast(): boolean {
  return document.documentElement.classList.contains(HIGH_CONTRAST_CLASS);
}

export function applyHighContrast(on: boolean): void {
  document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, on);
  remember(CONTRAST_STORAGE_KEY, on ? 'high' : null);
}

export function useHighContrast(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, currentHighContrast, () => false), applyHighContrast];
}
