import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addMissingPlatformEntries, platformOf } from './lock-platform-packages.ts';

describe('platform packages in package-lock.json (npm ci takes the committed lock)', () => {
  it('the committed lock has an entry for every optional platform package its packages ask for', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    // Nothing to add: `npm run lock:platforms` was run after the last dependency change.
    expect(addMissingPlatformEntries(lock.packages)).toEqual([]);
  });

  it('reads os, cpu and libc from napi-rs style names', () => {
    expect(platformOf('@tailwindcss/oxide-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@unrs/resolver-binding-linux-arm-musleabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['musl'] });
    expect(platformOf('@unrs/resolver-binding-linux-s390x-gnu')).toEqual({ os: ['linux'], cpu: ['s390x'], libc: ['glibc'] });
    expect(platformOf('@unrs/resolver-binding-android-arm-eabi')).toEqual({ os: ['android'], cpu: ['arm'] });
    expect(platformOf('@unrs/resolver-binding-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('fsevents')).toBeNull();
  });

  it('adds a missing entry with its parent’s exact version, marked optional (and dev when the parent is)', () => {
    const packages: Record<string, any> = {
      '': { name: 'x' },
      'node_modules/parent': {
        version: '1.0.0',
        dev: true,
        optionalDependencies: { 'native-darwin-x64': '1.0.0', 'native-linux-x64-gnu': '1.0.0' },
      },
      'node_modules/native-linux-x64-gnu': { version: '1.0.0' },
    };
    expect(addMissingPlatformEntries(packages)).toEqual(['native-darwin-x64@1.0.0']);
    expect(packages['node_modules/native-darwin-x64']).toEqual({
      version: '1.0.0',
      cpu: ['x64'],
      dev: true,
      optional: true,
      os: ['darwin'],
    });
  });
});
