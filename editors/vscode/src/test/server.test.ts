// The extension's client wiring against the real server: the executable is found on the PATH the way the
// extension finds it, started with the extension's own invocation, and driven over stdio with the same protocol
// library vscode-languageclient is built on (the vscode API itself only exists inside VS Code).
import assert from 'node:assert/strict';
import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import {
  CodeAction,
  CompletionList,
  createProtocolConnection,
  Hover,
  ProtocolConnection,
  PublishDiagnosticsParams,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import { findExecutable } from '../locate';
import { documentSelector, languageIdOf, serverInvocation } from '../wiring';

const repo = path.resolve(__dirname, '..', '..', '..', '..');
const jar = process.env.AGTP_STUDIO_JAR ?? path.join(repo, 'app', 'target', 'agtp-studio.jar');
const skip = fs.existsSync(jar) ? false : `no ${jar}: build it with mvn -q -B -DskipTests package -pl app -am`;

let server: ChildProcess;
let connection: ProtocolConnection;
let workspace: string;
const published: PublishDiagnosticsParams[] = [];
const waiters: Array<() => void> = [];

function uri(file: string): string {
  return pathToFileURL(file).toString();
}

async function diagnosticsFor(file: string, ok: (p: PublishDiagnosticsParams) => boolean): Promise<PublishDiagnosticsParams> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const hit = [...published].reverse().find((p) => p.uri === uri(file));
    if (hit && ok(hit)) {
      return hit;
    }
    if (Date.now() > deadline) {
      throw new Error(`no matching diagnostics for ${file}; last: ${JSON.stringify(hit)}`);
    }
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 200);
    });
  }
}

function codes(p: PublishDiagnosticsParams): string[] {
  return p.diagnostics.map((d) => String(d.code));
}

before(async () => {
  if (skip) {
    return;
  }
  // An agtp-studio launcher on a private PATH: the extension's lookup must find it there.
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'agtp-bin-'));
  const launcher = path.join(bin, 'agtp-studio');
  fs.writeFileSync(launcher, `#!/bin/sh\nexec java -jar '${jar}' "$@"\n`, { mode: 0o755 });
  const exe = findExecutable(undefined, `${bin}${path.delimiter}/usr/bin`);
  assert.equal(exe, launcher);

  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'agtp-ws-'));
  fs.cpSync(path.join(repo, 'samples', 'hotel'), workspace, { recursive: true });

  const run = serverInvocation(exe!, 'lexicon');
  server = spawn(run.command, run.args, { stdio: ['pipe', 'pipe', 'inherit'] });
  connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    published.push(p);
    waiters.splice(0).forEach((w) => w());
  });
  connection.listen();
});

after(() => {
  connection?.dispose();
  server?.kill();
});

test('the server answers initialize from the extension\'s wiring', { skip }, async () => {
  const result: any = await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: uri(workspace),
    workspaceFolders: [{ uri: uri(workspace), name: 'hotel' }],
    capabilities: {},
  });
  assert.equal(result.serverInfo.name, 'agtp-studio');
  assert.equal(result.capabilities.textDocumentSync.change, 2, 'incremental sync');
  await connection.sendNotification('initialized', {});
});

test('every language the selector names is one the package contributes', { skip }, () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
  const contributed = pkg.contributes.languages.map((l: any) => l.id);
  for (const f of documentSelector().filter((f) => f.language !== 'toml')) {
    assert.ok(contributed.includes(f.language), `${f.language} is contributed`);
  }
  for (const v of [...pkg.contributes.jsonValidation, ...pkg.contributes.yamlValidation, ...pkg.contributes.tomlValidation]) {
    assert.ok(fs.existsSync(path.join(repo, 'docs', 'schemas', path.basename(v.url))), `${v.url} is in docs/schemas`);
  }
});

test('didOpen and incremental didChange publish diagnostics; a code action repairs them', { skip }, async () => {
  const file = path.join(workspace, 'endpoints', 'fetch_reservation.toml');
  const text = fs.readFileSync(file, 'utf8');
  await connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: uri(file), languageId: languageIdOf(file), version: 1, text },
  });
  const before = text.slice(0, text.indexOf('"FETCH"') + 1);
  const line = before.split('\n').length - 1;
  const character = before.length - before.lastIndexOf('\n') - 1;
  await connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: uri(file), version: 2 },
    contentChanges: [{ range: { start: { line, character }, end: { line, character: character + 5 } }, text: 'fetch' }],
  });
  const broken = await diagnosticsFor(file, (p) => p.version === 2 && p.diagnostics.length > 0);
  const diag = broken.diagnostics.find((d) => d.range.start.line === line)!;
  assert.ok(diag, `a diagnostic on line ${line}: ${JSON.stringify(broken)}`);
  assert.match(String(diag.codeDescription?.href), /rules\.md#/);

  const completion = (await connection.sendRequest('textDocument/completion', {
    textDocument: { uri: uri(file) },
    position: { line, character: character + 2 },
  })) as CompletionList;
  assert.ok(completion.items.some((i) => i.label === 'FETCH'), 'FETCH is proposed');

  const hover = (await connection.sendRequest('textDocument/hover', {
    textDocument: { uri: uri(file) },
    position: { line, character: character + 1 },
  })) as Hover;
  assert.match(JSON.stringify(hover.contents), new RegExp(String(diag.code)));

  const actions = (await connection.sendRequest('textDocument/codeAction', {
    textDocument: { uri: uri(file) },
    range: diag.range,
    context: { diagnostics: [diag] },
  })) as CodeAction[];
  const fix = actions.find((a) => a.title.includes('FETCH'));
  assert.ok(fix, `a FETCH fix among ${actions.map((a) => a.title)}`);
  const edits = fix!.edit!.changes![uri(file)];
  await connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: uri(file), version: 3 },
    contentChanges: edits.map((e) => ({ range: e.range, text: e.newText })),
  });
  const fixed = await diagnosticsFor(file, (p) => p.version === 3);
  assert.ok(!codes(fixed).includes(String(diag.code)), `fixed: ${codes(fixed)}`);
});

test('shutdown and exit end the server with code 0', { skip }, async () => {
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  await connection.sendRequest('shutdown');
  await connection.sendNotification('exit');
  assert.equal(await exited, 0);
});
