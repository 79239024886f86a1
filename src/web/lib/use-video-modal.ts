// Cards that open the in-page player (?video=) rather than YouTube: where accessible versions are asked for, the
// version switch lives in the modal (issue 22). Closing goes back, so history stays tidy.
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { videoModalHref, type ModalLocationState } from './video-modal.ts';

export function useVideoModalLinks() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const hrefFor = useCallback((videoId: string) => videoModalHref(new URLSearchParams(search), videoId), [search]);
  const open = useCallback(
    (videoId: string) =>
      navigate(
        { search: videoModalHref(new URLSearchParams(search), videoId) },
        { state: { openedFromPage: true } satisfies ModalLocationState, preventScrollReset: true },
      ),
    [navigate, search],
  );
  return { hrefFor, open };
}
