// Seasonal features: collections of keywords or videos that the home page shows in their period each year.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatMonthDay, SEASONAL_FEATURES_MAX } from '../../../../shared/constants/site-settings.ts';
import type { AdminSiteSettings } from '../../../api/admin-settings.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { keywordNames } from './HomeSections.tsx';
import { SeasonEditor, type SeasonDraft } from './SeasonEditor.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useSaveBlock } from './use-save.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

function toDrafts(data: AdminSiteSettings): SeasonDraft[] {
  return data.settings.seasonalFeatures.map((s) => ({ ...s, keywords: keywordNames(data, s.keywordIds), videoIds: s.videoIds.join(', ') }));
}

export function SeasonsSection({ data }: { data: AdminSiteSettings }) {
  const [drafts, setDrafts] = useState(() => toDrafts(data));
  const block = useSaveBlock('계절 특집');
  const active = new Set(data.activeSeasonIds);
  const add = () =>
    setDrafts([
      ...drafts,
      {
        id: `season-${Date.now().toString(36)}`,
        title: '',
        description: '',
        start: '',
        end: '',
        keywords: [],
        videoIds: '',
        enabled: true,
      },
    ]);
  const save = () =>
    block.save({
      seasonalFeatures: drafts.map((d) => ({
        id: d.id,
        title: d.title.trim(),
        description: d.description.trim(),
        start: d.start.trim(),
        end: d.end.trim(),
        keywordIds: d.keywords.map((k) => k.id),
        videoIds: d.videoIds
          .split(/[\s,]+/)
          .map((id) => id.trim())
          .filter(Boolean),
        enabled: d.enabled,
      })),
    });
  return (
    <SettingsSection
      title="계절 특집"
      testId="settings-seasons"
      description={`정해진 기간(해마다, 한국 시각 기준)에만 홈 화면에 보이는 키워드·영상 묶음입니다. 오늘은 ${formatMonthDay(data.today)}입니다.`}
      sources={[data.sources.seasonalFeatures]}
      busy={block.busy}
      onSave={save}
      onReset={() => block.reset({ seasonalFeatures: null })}
    >
      {drafts.map((draft, i) => (
        <SeasonEditor
          key={draft.id}
          season={draft}
          active={active.has(draft.id)}
          onChange={(next) => setDrafts(drafts.map((d, j) => (i === j ? next : d)))}
          onRemove={() => setDrafts(drafts.filter((_, j) => j !== i))}
        />
      ))}
      <div>
        <ActionButton icon={Plus} className={buttonSecondary} onClick={add} disabled={drafts.length >= SEASONAL_FEATURES_MAX}>
          특집 더하기
        </ActionButton>
      </div>
    </SettingsSection>
  );
}
