// Opens the video modal for any page whose URL carries ?video= (shareable, R-VIDEO-02 / issue "Share").
import { Suspense, useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout.ts';
import type { ModalLocationState } from '../../lib/video-modal.ts';

const VideoModal = lazyWithTimeout(() => import('./VideoModal.tsx'));

export function VideoModalHost() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const videoId = params.get('video');

  const close = useCallback(() => {
    // Opened from a card on this page: going back removes the param and keeps history tidy.
    if ((location.state as ModalLocationState | null)?.openedFromPage) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('video');
    setParams(next, { replace: true, preventScrollReset: true });
  }, [location.state, navigate, params, setParams]);

  if (!videoId) return null;
  return (
    <Suspense fallback={null}>
      <VideoModal videoId={videoId} onClose={close} />
    </Suspense>
  );
}
