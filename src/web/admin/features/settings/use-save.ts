// Saving one block of the settings page: a Korean notice either way (the server's message names the field).
import type { SiteSettingsUpdateBody } from '../../../../shared/api/site-settings.ts';
import { useSaveSettings } from '../../../api/admin-settings.ts';
import { notify } from '../../components/notices.ts';

export function useSaveBlock(label: string) {
  const save = useSaveSettings();
  const run = async (body: SiteSettingsUpdateBody, done: string) => {
    try {
      await save.mutateAsync(body);
      notify('success', done);
    } catch (error) {
      notify('error', `${label}: ${error instanceof Error ? error.message : '저장하지 못했습니다.'}`);
    }
  };
  return {
    busy: save.isPending,
    save: (body: SiteSettingsUpdateBody) => run(body, `${label} 설정을 저장했습니다. 누리집에 바로 반영됩니다.`),
    reset: (body: SiteSettingsUpdateBody) => run(body, `${label} 설정을 기본값으로 되돌렸습니다.`),
  };
}
