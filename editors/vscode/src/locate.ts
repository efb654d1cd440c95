// Finds the agtp-studio command: the configured path when set, else the first match on the PATH.
import * as fs from 'fs';
import * as path from 'path';

export type Exists = (file: string) => boolean;

export const isExecutableFile: Exists = (file) => {
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) {
      return false;
    }
    if (process.platform === 'win32') {
      return true;
    }
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The names agtp-studio has on this platform, in the order they are tried. */
export function commandNames(platform: NodeJS.Platform): string[] {
  return platform === 'win32' ? ['agtp-studio.exe', 'agtp-studio.cmd', 'agtp-studio.bat', 'agtp-studio'] : ['agtp-studio'];
}

/**
 * The agtp-studio executable: `configured` (with `~` expanded) when it is set, else the first `agtp-studio` on
 * `envPath`. Undefined when nothing is found (the caller says how to fix it).
 */
export function findExecutable(
  configured: string | undefined,
  envPath: string | undefined,
  platform: NodeJS.Platform = process.platform,
  exists: Exists = isExecutableFile,
  home: string = process.env.HOME ?? process.env.USERPROFILE ?? '',
): string | undefined {
  const c = configured?.trim();
  if (c) {
    const expanded = c.startsWith('~') ? path.join(home, c.slice(1)) : c;
    return exists(expanded) ? expanded : undefined;
  }
  const sep = platform === 'win32' ? ';' : ':';
  for (const dir of (envPath ?? '').split(sep).filter((d) => d.length > 0)) {
    for (const name of commandNames(platform)) {
      const candidate = path.join(dir, name);
      if (exists(candidate)) {
        return candidate;
      }
    }
  }
  return undefined;
}
