// One seasonal feature: its name, period (every year, 'MM-DD'), keywords and videos, and whether it is on.
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { FEATURED_KEYWORDS_MAX, SEASON_DESCRIPTION_MAX, SEASON_TITLE_MAX } from '../../../../shared/constants/site-settings.ts';
import { buttonGhost } from '../../../components/ui/buttons.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { TextField } from '../../components/TextField.tsx';
import { KeywordListPicker, type PickedKeyword } from './KeywordListPicker.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';

export interface SeasonDraft {
  id: string;
  title: string;
  description: string;
  start: string;
  end: string;
  keywords: PickedKeyword[];
  videoIds: string;
  enabled: boolean;
}

interface Props {
  season: SeasonDraft;
  active: boolean;
  onChange: (next: SeasonDraft) => void;
  onRemove: () => void;
}

export function SeasonEditor({ season, active, onChange, onRemove }: Props) {
  const videosId = useId();
  const set = (patch: Partial<SeasonDraft>) => onChange({ ...season, ...patch });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3" data-testid="season-editor">
      <legend className="px-1 font-bold">
        {season.title || '새 특집'}
        {active && <span className="ml-2 rounded bg-accent-soft px-1.5 py-0.5 text-xs text-fg">지금 홈 화면에 표시 중</span>}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="특집 이름" value={season.title} onChange={(title) => set({ title })} maxLength={SEASON_TITLE_MAX} required />
        <TextField
          label="설명"
          value={season.description}
          onChange={(description) => set({ description })}
          maxLength={SEASON_DESCRIPTION_MAX}
        />
        <TextField
          label="시작 (월-일)"
          value={season.start}
          onChange={(start) => set({ start })}
          placeholder="12-01"
          inputMode="numeric"
          maxLength={5}
          hint="해마다 되풀이합니다. 끝이 시작보다 앞이면 해를 넘깁니다."
        />
        <TextField
          label="끝 (월-일)"
          value={season.end}
          onChange={(end) => set({ end })}
          placeholder="02-29"
          inputMode="numeric"
          maxLength={5}
        />
      </div>
      <KeywordListPicker
        label="특집 키워드"
        chosen={season.keywords}
        onChange={(keywords) => set({ keywords })}
        max={FEATURED_KEYWORDS_MAX}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={videosId} className="font-semibold">
          특집 영상 ID (쉼표로 구분, 선택)
        </label>
        <input
          id={videosId}
          value={season.videoIds}
          onChange={(e) => set({ videoIds: e.target.value })}
          className={fieldClass}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="h-5 w-5 accent-accent-strong"
            checked={season.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          사용
        </label>
        <ActionButton icon={Trash2} className={buttonGhost} onClick={onRemove}>{`${season.title || '새 특집'} 빼기`}</ActionButton>
      </div>
    </fieldset>
  );
}
