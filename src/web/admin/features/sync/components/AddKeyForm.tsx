// Adding a YouTube Data API key: a name, the key (typed like a password, kept encrypted on the server and
// never shown again — only its hint) and its daily quota.
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { API_KEY_LABEL_MAX } from '../../../../../shared/constants/sync.ts';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { notify } from '../../../components/notices.ts';
import { useAddApiKey } from '../../../../api/sync.ts';
import { SubmitButton } from '../../../components/ActionButton.tsx';
import { useFormProblem } from '../../../components/use-form-problem.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export function AddKeyForm() {
  const add = useAddApiKey();
  const [label, setLabel] = useState('');
  const [key, setKey] = useState('');
  const [quota, setQuota] = useState('10000');
  const { problem, setProblem, attempt, edit } = useFormProblem();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const dailyQuota = Number(quota);
    if (!label.trim()) return setProblem('키 이름을 입력하세요.');
    if (!KEY_PATTERN.test(key.trim())) return setProblem('API 키 형식이 올바르지 않습니다 (영문·숫자·-·_ 20~100자).');
    if (!Number.isInteger(dailyQuota) || dailyQuota < 1 || dailyQuota > 10_000_000)
      return setProblem('하루 할당량은 1~10,000,000 사이의 정수여야 합니다.');
    setProblem(null);
    await attempt(async () => {
      const created = await add.mutateAsync({ label: label.trim(), key: key.trim(), dailyQuota });
      notify('success', `${created.label} 키를 추가했습니다 (${created.hint}).`);
      setLabel('');
      setKey('');
    }, '키를 추가하지 못했습니다.');
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 md:p-5"
      aria-labelledby="add-key-title"
      data-testid="add-key-form"
    >
      <h2 id="add-key-title" className="text-xl font-bold">
        키 추가
      </h2>
      <TextField
        label="이름"
        value={label}
        onChange={edit(setLabel)}
        maxLength={API_KEY_LABEL_MAX}
        autoComplete="off"
        disabled={add.isPending}
        hint="예: 운영 키 1"
      />
      <PasswordInput
        label="API 키"
        value={key}
        onChange={edit(setKey)}
        autoComplete="new-password"
        disabled={add.isPending}
        invalid={!!problem}
        hint="서버에 암호화해 저장하며 다시 보여 주지 않습니다 (앞 4자·끝 3자만 표시)."
      />
      <TextField
        label="하루 할당량 (단위)"
        type="number"
        inputMode="numeric"
        min={1}
        max={10_000_000}
        value={quota}
        onChange={edit(setQuota)}
        disabled={add.isPending}
        hint="Google 기본값은 10,000단위입니다."
      />
      <p role="alert" className="font-semibold text-accent empty:hidden" data-testid="add-key-error">
        {problem}
      </p>
      <div>
        <SubmitButton icon={KeyRound} busy={add.isPending} busyLabel="추가하는 중...">
          키 추가
        </SubmitButton>
      </div>
    </form>
  );
}
