// Lazy chunks give up after 120 s (R-ERROR-03 chunk load timeout) with an error the screens recognise.
import { lazy, type ComponentType } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = '화면을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 새로 고쳐 주세요.') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError();
    })
    .finally(() => clearTimeout(timer));
}

/** React.lazy with the same timeout, for pieces inside a page (charts, graphs). */
export function lazyWithTimeout<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withChunkTimeout(load));
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}
