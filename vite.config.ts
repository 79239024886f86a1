// Vite build of the public web app (src/web) into dist/web, served by src/server/plugins/web-app.ts.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: '.',
  publicDir: 'src/web/public',
  plugins: [react(), tailwindcss(), precompress()],
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
