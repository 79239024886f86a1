// The contact e-mails and the classifier's publish confidence.
import { useState } from 'react';
import type { AdminSiteSettings } from '../../../api/admin-settings.ts';
import { TextField } from '../../components/TextField.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useSaveBlock } from './use-save.ts';

export function ContactSection({ data }: { data: AdminSiteSettings }) {
  const [contactEmail, setContact] = useState(data.settings.contactEmail);
  const [inquiryEmail, setInquiry] = useState(data.settings.inquiryEmail);
  const block = useSaveBlock('연락처');
  return (
    <SettingsSection
      title="연락처"
      testId="settings-contact"
      description="바닥글의 문의 메일과 홈 화면 ‘빠진 소방 채널이 있나요?’ 안내의 제보 메일입니다."
      sources={[data.sources.contactEmail, data.sources.inquiryEmail]}
      busy={block.busy}
      onSave={() => block.save({ contactEmail: contactEmail.trim(), inquiryEmail: inquiryEmail.trim() })}
      onReset={() => block.reset({ contactEmail: null, inquiryEmail: null })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="문의 메일 (바닥글)" type="email" value={contactEmail} onChange={setContact} autoComplete="off" maxLength={200} />
        <TextField
          label="제보 메일 (홈 화면 제보 안내)"
          type="email"
          value={inquiryEmail}
          onChange={setInquiry}
          autoComplete="off"
          maxLength={200}
        />
      </div>
    </SettingsSection>
  );
}

export function ConfidenceSection({ data }: { data: AdminSiteSettings }) {
  const [value, setValue] = useState(String(data.settings.publishConfidence));
  const block = useSaveBlock('자동 게시 신뢰도');
  return (
    <SettingsSection
      title="자동 게시 신뢰도"
      testId="settings-confidence"
      description="자동 분류기가 이 값 이상으로 확신하는 영상은 바로 게시하고, 그보다 낮으면 큐레이션 검수로 보냅니다. 다음 동기화부터 적용됩니다."
      sources={[data.sources.publishConfidence]}
      busy={block.busy}
      onSave={() => block.save({ publishConfidence: Number(value) })}
      onReset={() => block.reset({ publishConfidence: null })}
    >
      <TextField
        label="게시 기준 (0~1)"
        type="number"
        min={0}
        max={1}
        step={0.01}
        value={value}
        onChange={setValue}
        hint="예: 0.85 — 높일수록 검수로 가는 영상이 많아집니다."
        className="max-w-xs"
      />
    </SettingsSection>
  );
}
