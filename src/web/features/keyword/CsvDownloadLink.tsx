// CSV download of the keyword's videos; a failure is reported as R-KEYWORD-04 says ('CSV download failed').
import { Download } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { buttonSecondary } from '../../components/ui/buttons.ts';
import { downloadKeywordVideosCsv, keywordExportUrl } from '../../api/keywords.ts';

export function CsvDownloadLink({ slug }: { slug: string }) {
  const [busy, setBusy] = useState(false);
  const href = keywordExportUrl(slug);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const url = URL.createObjectURL(await downloadKeywordVideosCsv(slug));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${slug}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      window.alert('CSV 다운로드에 실패했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <a href={href} download={`${slug}.csv`} onClick={onClick} className={buttonSecondary} aria-busy={busy} data-testid="csv-download">
      <Download aria-hidden="true" className="h-4 w-4" />
      {busy ? '내려받는 중…' : 'CSV 내려받기'}
    </a>
  );
}
