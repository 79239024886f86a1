// node scripts/cite-requirements.ts [--check]
// Comments used to cite two copied documents by section ("product spec › Validation rules", "design › Sync"). They
// now cite requirement IDs of docs/requirements.md. This rewrites every citation still in the old form, choosing the
// ID by the file and the words around it (RULES), else by the section alone (BY_SECTION, listed so a person can check
// them). Re-run it after merging a branch that still cites sections; --check only lists them and fails if any remain.
// Landed migrations are never edited, so src/db/migrations is left alone.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const SCANNED = ['src', 'e2e', 'bench', 'scripts'];
/** Dependencies, builds, landed migrations, this file, and the files architecture.test.ts plants while it runs. */
const SKIPPED = /(^|\/)(node_modules|dist)\/|^src\/db\/migrations\/|^scripts\/cite-requirements\.ts$|zz-architecture-probe/;

const SPEC_SECTIONS = [
  'What the product does',
  'Screens and routes',
  'Entities and their fields',
  'States and transitions',
  'Validation rules',
  'Roles and permissions',
  'The calls it makes',
  'Error catalogue',
  'Business constants and limits',
  'Keyword page › breadcrumb',
  'Keyword page',
  'data access',
];
const DESIGN_SECTIONS = [
  'Where we do better',
  'Front end',
  'Sync',
  'Search (Korean)',
  'Auth and admin',
  'Shape',
  'Data',
  'Layout and habits',
  'Runtime',
  'The day it matters',
];

/** When no rule names the place, the requirement a section stands for by itself. */
const BY_SECTION: Record<string, string> = {
  'What the product does': 'R-HOME-01',
  'Screens and routes': 'R-SITE-11',
  'Entities and their fields': 'R-API-04',
  'States and transitions': 'R-SITE-10',
  'Validation rules': 'R-API-02',
  'Roles and permissions': 'R-AUTH-11',
  'The calls it makes': 'R-API-03',
  'Error catalogue': 'R-API-02',
  'Business constants and limits': 'R-API-03',
  'Keyword page › breadcrumb': 'R-KEYWORD-01',
  'Keyword page': 'R-KEYWORD-06',
  'data access': 'R-API-03',
  'Where we do better': 'R-API-01',
  'Front end': 'R-SITE-10',
  Sync: 'R-SYNC-06',
  'Search (Korean)': 'R-SEARCH-02',
  'Auth and admin': 'R-AUTH-13',
  Shape: 'R-API-01',
  Data: 'R-API-04',
  'Layout and habits': 'R-API-01',
  Runtime: 'R-OPS-01',
  'The day it matters': 'R-API-09',
};

/**
 * [file, section, words after the citation on its line, IDs]: the first rule whose patterns all match decides.
 * A null pattern matches anything.
 */
type Rule = [file: RegExp, section: RegExp | null, after: RegExp | null, ids: string[]];
const RULES: Rule[] = [
  // Shared constants, by what the line is about.
  [/constants\/catalogue\.ts$/, null, /^, shared by server and web/, ['R-SEARCH-05', 'R-POPULAR-02', 'R-API-03']],
  [/constants\/catalogue\.ts$/, null, /Periods|short under/, ['R-SEARCH-05']],
  [/constants\/catalogue\.ts$/, null, /Popular tops/, ['R-POPULAR-02']],
  [/constants\/catalogue\.ts$/, /Screens/, null, ['R-KEYWORD-02']],
  [/constants\/catalogue\.ts$/, /Business/, /channels 20/, ['R-CHANNEL-02']],
  [/constants\/catalogue\.ts$/, /calls/, null, ['R-API-03']],
  [/constants\/site-settings\.ts$/, null, null, ['R-FORMAT-05']],
  [/constants\/auth\.ts$/, /Entities/, null, ['R-API-05']],
  [/constants\/auth\.ts$/, /Business/, /renews/, ['R-AUTH-05']],
  [/constants\/auth\.ts$/, /Business/, /24 h/, ['R-AUTH-08', 'R-AUTH-07']],
  [/constants\/auth\.ts$/, /Business/, null, ['R-AUTH-08']],
  [/constants\/auth\.ts$/, /Error catalogue/, /3 s/, ['R-AUTH-07']],
  [/constants\/auth\.ts$/, /Error catalogue/, null, ['R-AUTH-02']],
  [/constants\/auth\.ts$/, /Validation/, null, ['R-API-05']],
  [/constants\/auth\.ts$/, /Screens/, null, ['R-AUTH-11']],
  [/constants\/admin-videos\.ts$/, /States/, /archive row|deleted by/, ['R-ADMIN-VIDEO-03']],
  [/constants\/admin-videos\.ts$/, /Entities|States/, null, ['R-ADMIN-VIDEO-02']],
  [/constants\/admin-videos\.ts$/, null, null, ['R-ADMIN-VIDEO-01']],
  [/constants\/admin-keywords\.ts$/, /Business/, null, ['R-ADMIN-KEYWORD-01']],
  [/constants\/admin-keywords\.ts$/, null, null, ['R-ADMIN-KEYWORD-03']],
  [/constants\/admin-channels\.ts$/, /Business/, null, ['R-ADMIN-CHANNEL-02']],
  [/constants\/admin-channels\.ts$/, /Validation/, null, ['R-ADMIN-CHANNEL-01']],
  [/constants\/admin-channels\.ts$/, /Screens/, null, ['R-CHANNEL-04']],
  // Addresses, formats and search.
  [/url\/keyword-params\.ts$/, null, null, ['R-KEYWORD-02']],
  [/url\/search-params\.ts$/, null, null, ['R-SEARCH-05']],
  [/url\/url-params\.ts$/, null, null, ['R-SITE-10']],
  [/format\/relative-date\.ts$/, null, null, ['R-FORMAT-04']],
  [/format\/korean-date\.ts$/, null, null, ['R-FORMAT-05']],
  [/format\/(grouped|compact)-number\.ts$/, null, null, ['R-FORMAT-02']],
  [/format\/duration\.ts$/, null, /short </, ['R-SEARCH-05']],
  [/format\/duration\.ts$/, null, null, ['R-FORMAT-03']],
  [/format\/(index|korean-number)\.ts$/, null, null, ['R-FORMAT-01']],
  [/charts\/korean-axis\.ts$/, null, null, ['R-FORMAT-02']],
  [/search\/vocabulary\.ts$/, /Validation/, null, ['R-SEARCH-02']],
  [/search\/(vocabulary|static-rank)\.ts$|engine\/(ranking|query-engine)|lib\/original-search/, null, null, ['R-SEARCH-04']],
  [/shared\/search\/(query|query\.test)\.ts$|shared\/api\/search\.ts$|SearchNotices\.tsx$/, null, null, ['R-SEARCH-03']],
  [/shared\/search\/text\.ts$/, null, null, ['R-SEARCH-02']],
  [/components\/search\/SearchBox\.tsx$|topics\/types\.ts$/, /Validation/, null, ['R-SEARCH-01']],
  [/SearchFilters\.tsx$/, null, null, ['R-SEARCH-05']],
  [/(SearchPage|Highlight)\.tsx$|use-progressive-reveal\.ts$|lib\/highlight\.ts$|ui\/Pagination\.tsx$/, null, null, ['R-SEARCH-06']],
  // Contracts, services and repositories.
  [/shared\/api\/auth\.ts$/, null, null, ['R-AUTH-01']],
  [/shared\/api\/admin-videos\.ts$|admin-video-list\.repo\.ts$/, /Entities/, null, ['R-VIDEO-05']],
  [/shared\/api\/admin-videos\.ts$|admin-video-list\.repo\.ts$|bench\/admin-videos\.ts$/, null, null, ['R-ADMIN-VIDEO-01']],
  [/shared\/api\/admin-channels\.ts$/, /Validation/, null, ['R-ADMIN-CHANNEL-04']],
  [/shared\/api\/admin-channels\.ts$|admin-channels\.repo\.ts$/, null, null, ['R-ADMIN-CHANNEL-02']],
  [/recommended-videos\.ts$/, null, null, ['R-HOME-04']],
  [/auth\/login-(throttle|limits\.test)\.ts$/, null, null, ['R-AUTH-03']],
  [/auth\/login\.ts$/, null, null, ['R-AUTH-02']],
  [/video-archive\.service\.ts$|deleted-videos/, null, null, ['R-ADMIN-VIDEO-03']],
  [/video-add\.service\.ts$/, null, null, ['R-ADMIN-VIDEO-04']],
  [/admin-video-mappers\.ts$/, /Entities/, null, ['R-API-04']],
  [/admin-video-mappers\.ts$/, null, null, ['R-ADMIN-VIDEO-01']],
  [/videos\.service\.ts$/, null, /exclusion chips/, ['R-POPULAR-02', 'R-POPULAR-03']],
  [/keywords\.service\.ts$/, /Keyword page/, null, ['R-KEYWORD-01']],
  [/admin-keywords\.service\.ts$/, null, null, ['R-ADMIN-KEYWORD-03']],
  [/admin-channels\.test\.ts$/, null, null, ['R-ADMIN-CHANNEL-01']],
  [/core\/config\.ts$/, null, null, ['R-API-05', 'R-AUTH-03']],
  [/core\/rate-limited\.ts$|security-rate-limit\.ts$|web\/api\/session-id\.ts$/, null, null, ['R-API-05']],
  [/admin-categories\.repo\.ts$|admin-keywords\.repo\.ts$/, null, null, ['R-ADMIN-KEYWORD-05']],
  [/(videos|admin-keyword-insights)\.repo\.ts$/, null, null, ['R-VIDEO-05']],
  [/deleted-channels\.repo\.ts$/, null, null, ['R-ADMIN-CHANNEL-03']],
  [/db\/repositories\/channels\.repo\.ts$/, null, null, ['R-CHANNEL-06']],
  [/sync\/classify\//, null, null, ['R-SYNC-06']],
  // Web: shell, data access, errors.
  [/app\/router\.tsx$/, null, null, ['R-SITE-11']],
  [/layout\/Footer\.tsx$|home\/CallToAction\.tsx$/, null, null, ['R-SITE-04']],
  [/app\/layout\/(Header\.tsx|nav-links\.ts)$/, null, null, ['R-SITE-03']],
  [/app\/errors\//, null, null, ['R-ERROR-01']],
  [/ComponentErrorBoundary\.tsx$/, null, null, ['R-ERROR-02']],
  [/lazy-with-timeout\.ts$/, null, null, ['R-ERROR-03']],
  [/StateMessages\.tsx$/, null, null, ['R-ERROR-04']],
  [/not-found\//, null, null, ['R-ERROR-05']],
  [/diagnostic\//, null, null, ['R-ERROR-06']],
  [/ui\/Spinner\.tsx$/, null, null, ['R-ERROR-07']],
  [/ThemeToggle\.tsx$|lib\/theme\.ts$/, null, null, ['R-SITE-02']],
  [/lib\/hooks\.ts$/, null, null, ['R-SITE-08']],
  [/web\/api\/transport\.ts$/, /Auth and admin/, null, ['R-AUTH-13']],
  [/web\/api\/transport\.ts$/, null, null, ['R-API-01']],
  [/web\/api\/channels\.ts$/, null, null, ['R-API-03']],
  [/web\/api\/keywords\.ts$/, null, null, ['R-KEYWORD-03']],
  [/web\/api\/admin-client\.ts$/, /Validation/, null, ['R-AUTH-06']],
  [/web\/api\/admin-(client|session)\.ts$/, null, null, ['R-AUTH-07']],
  [/web\/api\/admin-keywords\.ts$/, null, null, ['R-ADMIN-KEYWORD-01']],
  // Web: public screens.
  [/ui\/VideoCard\.tsx$/, /States/, null, ['R-VIDEO-04']],
  [/ui\/VideoCard\.tsx$/, null, null, ['R-VIDEO-01']],
  [/ui\/Thumbnail\.tsx$|lib\/thumbnails\.ts$/, null, null, ['R-VIDEO-04']],
  [/lib\/embed-url\.ts$|videos\/VideoModal\.tsx$/, null, null, ['R-VIDEO-03']],
  [/videos\/VideoModalHost\.tsx$/, null, null, ['R-VIDEO-02']],
  [/ui\/Breadcrumb\.tsx$|keyword\/SummaryCards\.tsx$/, null, null, ['R-KEYWORD-01']],
  [/keyword\/CsvDownloadLink\.tsx$/, null, null, ['R-KEYWORD-04']],
  [/keyword\/use-record-view\.ts$/, null, null, ['R-KEYWORD-06']],
  [/keyword\/RelatedKeywords\.tsx$/, null, null, ['R-KEYWORD-05']],
  [/keyword\/VirtualVideoGrid\.tsx$/, null, null, ['R-KEYWORD-07']],
  [/keyword\/KeywordPage\.tsx$/, null, null, ['R-KEYWORD-02']],
  [/popular\/use-step-reveal\.ts$/, null, null, ['R-POPULAR-02']],
  [/popular\/PopularPage\.tsx$/, null, null, ['R-POPULAR-01']],
  [/channels\/(ChannelThumbnail|ChannelCard)\.tsx$/, null, null, ['R-CHANNEL-03']],
  [/channels\/fire-dept-regions\.ts$/, null, null, ['R-CHANNEL-04']],
  [/channels\/ChannelsPage\.tsx$|lib\/channel-types\.ts$/, null, null, ['R-CHANNEL-01']],
  [/ChannelAnalytics\.tsx$|ChartWrapper\.tsx$/, null, null, ['R-CHANNEL-05']],
  [/home\/(FlowSteps|HomePage)\.tsx$/, null, null, ['R-HOME-01']],
  [/home\/count-up\.ts$/, null, null, ['R-HOME-02']],
  [/home\/statistics-cache\.ts$/, null, null, ['R-HOME-03']],
  [/home\/PopularOnHome\.tsx$/, null, null, ['R-HOME-05']],
  [/home\/AudienceCards\.tsx$|lib\/audiences\.ts$/, null, null, ['R-HOME-06']],
  [/features\/audience\//, null, null, ['R-NETWORK-02']],
  // Web: admin.
  [/auth\/(LoginPage\.tsx|login-problem\.test\.ts|AdminLoginRedirect\.tsx)$/, null, null, ['R-AUTH-01']],
  [/auth\/(AccessDenied|RequireAdmin)\.tsx$/, null, null, ['R-AUTH-11']],
  [/admin-pages\.ts$|AdminNav\.tsx$|AdminBreadcrumb\.tsx$|PreparingPage\.tsx$|admin-shell\.spec\.ts$/, null, null, ['R-ADMIN-01']],
  [/QuickSyncButton\.tsx$/, null, null, ['R-ADMIN-08']],
  [/layout\/notices\.ts$/, null, null, ['R-ADMIN-02']],
  [/admin\/session\/|admin-session\.spec\.ts$/, null, null, ['R-AUTH-08']],
  [/admin\/security\//, null, null, ['R-ADMIN-06']],
  [/admin\/channels\//, null, null, ['R-ADMIN-CHANNEL-02']],
  [/admin\/videos\//, null, null, ['R-ADMIN-VIDEO-01']],
  [/admin\/keywords\//, null, null, ['R-ADMIN-KEYWORD-01']],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SECTION = [...SPEC_SECTIONS, ...DESIGN_SECTIONS].map(escape).join('|');
/** "product spec › A; B" or "design › A" (an optional "PRODUCT_SPEC.md " before it goes too). */
const CITATION = new RegExp(`(?:PRODUCT_SPEC\\.md )?\\b([Pp]roduct spec|[Dd]esign) › ((?:${SECTION})(?:; (?:${SECTION}))*)`, 'g');
/** Any old-style citation, known section or not (what --check counts). */
const ANY_CITATION = /\b(?:[Pp]roduct spec|[Dd]esign) › /;

export interface Replacement {
  file: string;
  line: number;
  before: string;
  ids: string[];
  bySection: boolean;
}

function idsFor(file: string, section: string, after: string): { ids: string[]; bySection: boolean } {
  for (const [path, sectionPattern, afterPattern, ids] of RULES) {
    if (path.test(file) && (!sectionPattern || sectionPattern.test(section)) && (!afterPattern || afterPattern.test(after))) {
      return { ids, bySection: false };
    }
  }
  return { ids: [BY_SECTION[section]!], bySection: true };
}

/** The text with every known citation replaced, and what was replaced. */
export function citeRequirements(file: string, text: string): { text: string; replaced: Replacement[] } {
  const replaced: Replacement[] = [];
  const lines = text.split('\n').map((line, index) =>
    line.replace(CITATION, (match: string, _source: string, sections: string, offset: number) => {
      const after = line.slice(offset + match.length);
      const found = sections.split('; ').map((section) => idsFor(file, section, after));
      const ids = [...new Set(found.flatMap((f) => f.ids))];
      replaced.push({ file, line: index + 1, before: match, ids, bySection: found.some((f) => f.bySection) });
      return ids.join(', ');
    }),
  );
  return { text: lines.join('\n'), replaced };
}

function scannedFiles(): string[] {
  const files: string[] = [];
  for (const dir of SCANNED) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|js|mjs|css|html|sql)$/.test(entry.name)) continue;
      const file = relative(root, join(entry.parentPath, entry.name));
      if (!SKIPPED.test(file)) files.push(file);
    }
  }
  return files.sort();
}

/** Old-style citations left in the tree (file:line), after a run these are the ones no section name matched. */
export function remainingCitations(): string[] {
  const left: string[] = [];
  for (const file of scannedFiles()) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (ANY_CITATION.test(line)) left.push(`${file}:${index + 1}: ${line.trim().slice(0, 100)}`);
      });
  }
  return left;
}

if (import.meta.main) {
  const check = process.argv.includes('--check');
  const all: Replacement[] = [];
  for (const file of scannedFiles()) {
    const original = readFileSync(join(root, file), 'utf8');
    const { text, replaced } = citeRequirements(file, original);
    all.push(...replaced);
    if (!check && text !== original) writeFileSync(join(root, file), text);
  }
  for (const r of all.filter((r) => r.bySection)) {
    console.log(`by section only: ${r.file}:${r.line} "${r.before}" → ${r.ids.join(', ')} (add a rule if another ID fits better)`);
  }
  const files = new Set(all.map((r) => r.file)).size;
  console.log(`${check ? 'would replace' : 'replaced'} ${all.length} citations in ${files} files`);
  const left = check ? [] : remainingCitations();
  for (const line of left) console.log(`not understood (section unknown): ${line}`);
  if ((check && all.length) || left.length) process.exitCode = 1;
}
