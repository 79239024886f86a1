// "수어 버전으로 보기" and the other versions of the item (issue 22): one press switches the modal to that version in
// place (the same second when both cuts are the same length).
import { Repeat } from 'lucide-react';
import { formatDuration } from '../../../shared/format/index.ts';
import { VERSION_KIND_LABELS, VERSION_SWITCH_LABELS, languageName } from '../../../shared/constants/versions.ts';
import type { VideoDetail } from '../../api/videos.ts';
import { buttonSecondary } from '../../components/ui/buttons.ts';

type Version = VideoDetail['versions'][number];

export function VersionSwitcher({ detail, onSwitch }: { detail: VideoDetail; onSwitch: (version: Version) => void }) {
  if (detail.versions.length === 0) return null;
  return (
    <section
      aria-labelledby="video-versions-title"
      className="mt-4 rounded-xl border border-line bg-surface-2 p-3"
      data-testid="video-versions"
    >
      <h3 id="video-versions-title" className="mb-2 font-bold">
        다른 버전으로 보기
        {detail.versionKind && detail.versionKind !== 'original' && (
          <span className="ml-2 text-sm font-normal text-muted">지금 보는 영상: {VERSION_KIND_LABELS[detail.versionKind]}</span>
        )}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {detail.versions.map((version) => (
          <li key={version.videoId}>
            <button type="button" className={buttonSecondary} onClick={() => onSwitch(version)} data-testid={`switch-${version.kind}`}>
              <Repeat aria-hidden="true" className="h-4 w-4" />
              {version.kind === 'translated' && version.language
                ? `${languageName(version.language)} 버전으로 보기`
                : VERSION_SWITCH_LABELS[version.kind]}
              {version.duration !== null && (
                <span className="text-sm font-normal text-muted">
                  <span className="sr-only">, 길이</span> {formatDuration(version.duration)}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
