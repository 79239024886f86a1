// Vite build of the public web app (src/web) into dist/web, served by src/server/plugins/web-app.ts.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const OUT_DIR = 'dist/web';
const API_TARGET = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** Writes .br and .gz beside every text asset so the server can send them precompressed. */
function precompress(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(OUT_DIR)) {
        if (!/\.(js|css|svg|json|txt|webmanifest)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The Pretendard files the site serves are OFL-1.1: their licence travels with them (ADR 0035). */
function fontLicence(): Plugin {
  return {
    name: 'font-licence',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'fonts/Pretendard-LICENSE.txt',
        source: readFileSync('node_modules/pretendard/dist/LICENSE.txt', 'utf8'),
      });
    },
  };
}

/**
 * dist/web/emergency-fonts.css: the app stylesheet's Pretendard @font-face rules alone, for /emergency, its banner
 * and the embed pages (/embed/..., src/server/modules/embeds): no app bundle there. Listed last in their font stacks, so only a device without a Korean font downloads
 * a subset, and only the subsets its text needs.
 */
function emergencyFonts(): Plugin {
  return {
    name: 'emergency-fonts',
    apply: 'build',
    closeBundle() {
      const assets = join(OUT_DIR, 'assets');
      const rules = readdirSync(assets)
        .filter((name) => name.endsWith('.css'))
        .flatMap((name) => readFileSync(join(assets, name), 'utf8').match(/@font-face\{[^}]*Pretendard Variable[^}]*\}/g) ?? []);
      if (rules.length === 0) throw new Error('emergency-fonts: no Pretendard @font-face rules in the app stylesheet');
      writeFileSync(join(OUT_DIR, 'emergency-fonts.css'), `${[...new Set(rules)].join('\n')}\n`);
    },
  };
}

/**
 * Renders the header (and the home hero) to static HTML with the app's own components and writes
 * dist/web/shells.json; the server puts the page's shell inside #root (src/server/plugins/web-app.ts).
 */
function staticShell(): Plugin {
  return {
    name: 'static-shell',
    apply: 'build',
    async closeBundle() {
      const { module } = await runnerImport<{ renderShells: () => Record<string, string> }>('/src/web/app/layout/static-shell.tsx', {
        configFile: false,
        root: process.cwd(),
        logLevel: 'error',
        plugins: [react()],
      });
      const shells = module.renderShells();
      for (const [key, html] of Object.entries(shells)) {
        // The CSP allows no inline styles or scripts: a shell that needs them would paint wrongly.
        if (/\sstyle=|<script/i.test(html)) throw new Error(`static shell ${key}: inline style or script`);
      }
      writeFileSync(join(OUT_DIR, 'shells.json'), JSON.stringify(shells));
    },
  };
}

/**
 * The entry script becomes a modulepreload that /theme-init.js imports once the static shell is on
 * screen: downloaded as early as before, run only after the first paint. Module scripts never block
 * rendering, so their preloads ask for low priority: the stylesheet (and with it the shell) comes first.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error('index.html: entry script not found');
        return html
          .replace(entry, '<link rel="modulepreload" crossorigin href="$1" data-app-entry>')
          .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
      },
    },
  };
}

export default defineConfig({
  root: '.',
  publicDir: 'src/web/public',
  plugins: [react(), tailwindcss(), fontLicence(), staticShell(), startAfterFirstPaint(), emergencyFonts(), precompress()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // The server reads it to preload the chunk of the requested route with the HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: one long-cached vendor chunk.
        codeSplitting: {
          // Fewer, larger shared chunks: a phone pays a round trip per file more than per kilobyte.
          minSize: 8_000,
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
});
