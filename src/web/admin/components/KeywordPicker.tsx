// Choosing one keyword: the keyword combobox, and the chosen keyword shown below it with a way to clear it.
import { X } from 'lucide-react';
import { useState } from 'react';
import { buttonGhost } from '../../components/ui/buttons.ts';
import { KeywordCombobox } from './KeywordCombobox.tsx';
import { ActionButton } from './ActionButton.tsx';

export interface PickedKeyword {
  id: number;
  keyword: string;
}

interface KeywordPickerProps {
  value: PickedKeyword | null;
  onChange: (keyword: PickedKeyword | null) => void;
}

export function KeywordPicker({ value, onChange }: KeywordPickerProps) {
  const [text, setText] = useState('');
  return (
    <div className="flex flex-col gap-2">
      <KeywordCombobox
        label="키워드 찾기"
        text={text}
        onTextChange={setText}
        onPick={(option) => {
          onChange({ id: option.id, keyword: option.keyword });
          setText('');
        }}
        placeholder="예: 소화기, ㅅㅎㄱ"
        hint="글자나 초성을 입력하고 위아래 화살표로 고른 뒤 Enter를 누르세요."
        testId="keyword-picker-input"
      />
      <p className="flex min-h-11 flex-wrap items-center gap-2" data-testid="keyword-picker-value">
        <span className="text-muted">고른 키워드:</span>
        {value ? (
          <>
            <strong>{value.keyword}</strong>
            <ActionButton
              icon={X}
              className={buttonGhost}
              onClick={() => onChange(null)}
              aria-label={`${value.keyword} 선택 취소`}
            ></ActionButton>
          </>
        ) : (
          <span>없음</span>
        )}
      </p>
    </div>
  );
}
