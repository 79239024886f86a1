// Talking to the youtube-nocookie player (issue 22): the IFrame API's own postMessage protocol, without loading
// youtube.com's script (our CSP allows scripts from this site only). The player reports its time once told we are
// listening; a version of the same length starts at the same second through the player's `start` parameter.
const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** Versions whose lengths differ by more than this are different cuts: they start from the beginning. */
export const SAME_CUT_SECONDS = 5;

/** The player address with the IFrame API switched on (and a start second when given). */
export function withPlayerApi(embedUrl: string, startAt?: number): string {
  const url = new URL(embedUrl);
  url.searchParams.set('enablejsapi', '1');
  if (typeof window !== 'undefined') url.searchParams.set('origin', window.location.origin);
  if (startAt && startAt > 0) url.searchParams.set('start', String(Math.floor(startAt)));
  return url.toString();
}

/** Where a switch should start: the same second when both cuts are the same length (within 5 s), else 0. */
export function startForSwitch(fromDuration: number | null, toDuration: number | null, currentSeconds: number | null): number {
  if (currentSeconds === null || fromDuration === null || toDuration === null) return 0;
  if (Math.abs(fromDuration - toDuration) > SAME_CUT_SECONDS) return 0;
  return Math.max(0, Math.min(Math.floor(currentSeconds), toDuration - 1));
}

/** Follows the player's current time; returns a stop. */
export function followPlayerTime(frame: HTMLIFrameElement, onTime: (seconds: number) => void): () => void {
  const listen = () => frame.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }), PLAYER_ORIGIN);
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== PLAYER_ORIGIN || (event.source !== null && event.source !== frame.contentWindow)) return;
    let data: unknown = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    const info = (data as { event?: string; info?: { currentTime?: unknown } } | null)?.info;
    if (typeof info?.currentTime === 'number' && Number.isFinite(info.currentTime)) onTime(info.currentTime);
  };
  window.addEventListener('message', onMessage);
  frame.addEventListener('load', listen);
  listen();
  return () => {
    window.removeEventListener('message', onMessage);
    frame.removeEventListener('load', listen);
  };
}
