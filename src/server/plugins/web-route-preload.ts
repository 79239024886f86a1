// <link rel="modulepreload"> for the lazy chunk of the requested route, so it downloads with the
// entry instead of after it (one round trip less before the page can ask for its data).
import { existsSync, readFileSync, statSync } from 'node:fs';

/** Path → page module, mirroring the lazy routes of src/web/app/router.tsx. */
const ROUTE_MODULES: readonly [RegExp, string][] = [
  [/^\/popular$/, 'src/web/features/popular/PopularPage.tsx'],
  [/^\/channels$/, 'src/web/features/channels/ChannelsPage.tsx'],
  [/^\/channels-old$/, 'src/web/features/channels/LegacyChannelsPage.tsx'],
  [/^\/channels\/[^/]+$/, 'src/web/features/channels/ChannelDetailPage.tsx'],
  [/^\/keyword-network$/, 'src/web/features/keyword-network/KeywordNetworkPage.tsx'],
  [/^\/audience-network\/[^/]+$/, 'src/web/features/audience/AudienceNetworkPage.tsx'],
  [/^\/view\/[^/]+$/, 'src/web/features/keyword/KeywordPage.tsx'],
  [/^\/search$/, 'src/web/features/search/SearchPage.tsx'],
  [/^\/search\/advanced$/, 'src/web/features/search/AdvancedSearchPage.tsx'],
  [/^\/categories\/[^/]+(\/[^/]+)?$/, 'src/web/features/categories/CategoryPage.tsx'],
  [/^\/kits$/, 'src/web/features/kits/KitsPage.tsx'],
  [/^\/kits\/[^/]+$/, 'src/web/features/kits/KitPage.tsx'],
  [/^\/(supabase-)?diagnostic$/, 'src/web/features/diagnostic/DiagnosticPage.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export function routeModule(pathname: string): string | null {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** Files of a chunk and everything it imports statically, minus what the entry already loads. */
export function chunkFiles(manifest: Manifest, key: string): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const preloaded = new Set<string>();
  const walk = (k: string, into: Set<string>) => {
    const chunk = manifest[k];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next, into);
  };
  if (entry)
    walk(
      Object.keys(manifest).find((k) => manifest[k] === entry)!,
      preloaded,
    );
  const files = new Set<string>();
  walk(key, files);
  return [...files].filter((file) => !preloaded.has(file));
}

/** Reads dist/web/.vite/manifest.json (again after a rebuild); returns the tags for a path. */
export function routePreloader(root: string) {
  const file = `${root}/.vite/manifest.json`;
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  return (pathname: string): string => {
    const module = routeModule(pathname);
    if (!module || !existsSync(file)) return '';
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
    return chunkFiles(cached.manifest, module)
      .map((chunk) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk}">`)
      .join('\n    ');
  };
}
