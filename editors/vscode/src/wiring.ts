// How the extension talks to the server, kept free of the vscode API so a plain Node test can check it against the
// real server.

/** The language ids the extension contributes (package.json) and hands to the server. */
export const AGIS_LANGUAGE = 'agis';
export const AGTP_TOML_LANGUAGE = 'agtp-toml';

/** Files the server is told about when they change on disk (other editors, git, the suppressions file). */
export const WATCHED_FILES = '**/{*.toml,*.agis,.agtp-studio/suppressions.toml}';

export interface DocumentFilter {
  scheme?: string;
  language?: string;
  pattern?: string;
}

/**
 * The documents the client sends to the server: AGIS and AGTP TOML by language id, and any other TOML file (a
 * TOML extension may have claimed it as `toml`); the server decides what each file is and ignores the rest.
 */
export function documentSelector(): DocumentFilter[] {
  return [
    { scheme: 'file', language: AGIS_LANGUAGE },
    { scheme: 'file', language: AGTP_TOML_LANGUAGE },
    { scheme: 'file', language: 'toml' },
  ];
}

/** The language id for a file the extension opens itself (and the test opens on the server). */
export function languageIdOf(fileName: string): string {
  return fileName.endsWith('.agis') ? AGIS_LANGUAGE : AGTP_TOML_LANGUAGE;
}

export interface Invocation {
  command: string;
  args: string[];
}

/** `agtp-studio lsp` over standard input/output. */
export function serverInvocation(executable: string, semantic: string = 'embedding'): Invocation {
  return { command: executable, args: ['lsp', '--semantic', semantic === 'lexicon' ? 'lexicon' : 'embedding'] };
}

/** `agtp-studio manifest DIR`: the server manifest of a workspace folder, as JSON on standard output. */
export function manifestInvocation(executable: string, folder: string): Invocation {
  return { command: executable, args: ['manifest', folder] };
}

export const NOT_FOUND =
  'AGTP Studio: the agtp-studio command was not found. Put it on the PATH or set "agtpStudio.path" in the settings.';
