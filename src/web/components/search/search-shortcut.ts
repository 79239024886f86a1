// The "/" key focuses the site's search box (as on many sites), announced through aria-keyshortcuts and a hidden
// hint; never while the visitor types in a field, never with a modifier key.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export const SEARCH_SHORTCUT_KEY = '/';
/** Marks the search inputs the shortcut may focus (the first visible one wins). */
export const SEARCH_SHORTCUT_ATTR = 'data-search-shortcut';
/** Short, in the characters the first-paint font subset already holds (the header is in the static shell). */
export const SEARCH_SHORTCUT_HINT = '/ 키로 바로 검색';
/** Navigation state that asks the search page to focus its box (no box was visible where "/" was pressed). */
export const FOCUS_SEARCH_STATE = { focusSearch: true } as const;

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
}

/** True when a keystroke goes into something the visitor is writing in (a field, an editor, a listbox). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as ElementLike | null;
  if (!element || typeof element.tagName !== 'string') return false;
  const tag = element.tagName.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (element.isContentEditable) return true;
  const role = element.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** "/" alone (Shift is allowed: some keyboards need it for "/"), outside a field, not during IME composition. */
export function isSearchShortcut(event: KeyLike): boolean {
  if (event.key !== SEARCH_SHORTCUT_KEY || event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return !isTypingTarget(event.target);
}

function visibleSearchInput(): HTMLInputElement | null {
  const inputs = document.querySelectorAll<HTMLInputElement>(`input[${SEARCH_SHORTCUT_ATTR}]`);
  for (const input of inputs) if (input.getClientRects().length > 0 && !input.closest('[inert]')) return input;
  return null;
}

/** Listens for "/" on the whole page: focuses the visible search box, or opens the search page when none shows. */
export function useSearchShortcut(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // An open dialog (the video player, a menu) keeps the keyboard to itself.
      if (document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]')) return;
      event.preventDefault();
      const input = visibleSearchInput();
      if (input) {
        input.focus();
        input.select();
      } else {
        navigate('/search', { state: FOCUS_SEARCH_STATE });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
}
