// The home page's four recommended videos and its featured keywords.
import { useState } from 'react';
import { FEATURED_KEYWORDS_MAX, RECOMMENDED_NOTE_MAX } from '../../../../shared/constants/site-settings.ts';
import type { AdminSiteSettings } from '../../../api/admin-settings.ts';
import { TextField } from '../../components/TextField.tsx';
import { KeywordListPicker, type PickedKeyword } from './KeywordListPicker.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useSaveBlock } from './use-save.ts';

export function keywordNames(data: AdminSiteSettings, ids: readonly number[]): PickedKeyword[] {
  const byId = new Map(data.keywords.map((k) => [k.id, k.keyword]));
  return ids.map((id) => ({ id, keyword: byId.get(id) ?? `키워드 ${id}` }));
}

export function RecommendedSection({ data }: { data: AdminSiteSettings }) {
  const [rows, setRows] = useState(data.settings.recommendedVideos.map((v) => ({ ...v })));
  const block = useSaveBlock('추천 영상');
  const titles = new Map(data.videos.map((v) => [v.videoId, `${v.title} · ${v.channelName}`]));
  const set = (i: number, patch: Partial<(typeof rows)[number]>) => setRows(rows.map((row, j) => (i === j ? { ...row, ...patch } : row)));
  return (
    <SettingsSection
      title="홈 화면 추천 영상"
      testId="settings-recommended"
      description="홈 화면 ‘꼭 봐야 할 추천 영상’의 네 편입니다. 카탈로그에 게시된 영상의 ID를 넣으세요. 기본값은 처음 설치할 때 정해 둔 네 편입니다."
      sources={[data.sources.recommendedVideos]}
      busy={block.busy}
      onSave={() => block.save({ recommendedVideos: rows.map((r) => ({ videoId: r.videoId.trim(), note: r.note.trim() })) })}
      onReset={() => block.reset({ recommendedVideos: null })}
    >
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => (
          <li key={i} className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[12rem_1fr]">
            <TextField
              label={`${i + 1}번 영상 ID`}
              value={row.videoId}
              onChange={(videoId) => set(i, { videoId })}
              autoComplete="off"
              maxLength={20}
            />
            <TextField
              label={`${i + 1}번 추천 이유`}
              value={row.note}
              onChange={(note) => set(i, { note })}
              maxLength={RECOMMENDED_NOTE_MAX}
              hint={titles.get(row.videoId) ?? '저장하면 제목을 확인합니다.'}
            />
          </li>
        ))}
      </ol>
    </SettingsSection>
  );
}

export function FeaturedSection({ data }: { data: AdminSiteSettings }) {
  const [chosen, setChosen] = useState(keywordNames(data, data.settings.featuredKeywordIds));
  const block = useSaveBlock('주요 키워드');
  return (
    <SettingsSection
      title="홈 화면 주요 키워드"
      testId="settings-featured"
      description="홈 화면 ‘주요 안전 주제’에 보일 키워드입니다. 고르지 않으면 영상이 가장 많은 키워드 8개를 보여 줍니다."
      sources={[data.sources.featuredKeywordIds]}
      busy={block.busy}
      onSave={() => block.save({ featuredKeywordIds: chosen.map((k) => k.id) })}
      onReset={() => block.reset({ featuredKeywordIds: null })}
    >
      <KeywordListPicker label="주요 키워드" chosen={chosen} onChange={setChosen} max={FEATURED_KEYWORDS_MAX} />
    </SettingsSection>
  );
}
