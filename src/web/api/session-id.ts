// One id per browser tab session (R-API-05 "a session id kept in session storage, created if absent").
const SESSION_KEY = 'ydvp_session_id';
let memoryFallback: string | null = null;

function randomId(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function getSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const created = randomId();
    sessionStorage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    memoryFallback ??= randomId();
    return memoryFallback;
  }
}
