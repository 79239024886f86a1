// The ?video= param of any page opens the video modal (features/videos/VideoModalHost.tsx, mounted by the layout);
// pages link to it with these.

/** History state of a modal opened from a card on the page: closing it goes back instead of adding an entry. */
export interface ModalLocationState {
  openedFromPage?: boolean;
  /** The modal switched to another version of the item (issue 22): play at once from this second when it was playing. */
  versionSwitch?: { autoPlay: boolean; startAt: number; label: string };
}

/** Link target that opens the modal on the current page. */
export function videoModalHref(search: URLSearchParams, videoId: string): string {
  const next = new URLSearchParams(search);
  next.set('video', videoId);
  return `?${next.toString()}`;
}
