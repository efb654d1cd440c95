// Drives `agtp-studio mcp samples/hotel` with clients nobody in this project wrote: the official MCP TypeScript SDK
// and MCP Inspector's CLI, over stdio and streamable HTTP. Asserts results: the tools equal the preview
// (`manifest --projection mcp`) field by field, a call answers structuredContent, a refused call is a tool error and an
// unknown tool a JSON-RPC error. Run by scripts/test-mcp-clients.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const jar = process.env.AGTP_STUDIO_JAR ?? path.join(root, 'app/target/agtp-studio.jar');
const java = process.env.JAVA ?? 'java';
const sample = path.join(root, 'samples/hotel');
// FETCH's external_service handler needs its token in the environment: with it set, every endpoint is served.
const env = { ...process.env, HOTEL_PMS_TOKEN: 'ci-token', MCP_CATALOG_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'mcp-cat-')), 'mcp.json') };
const serverArgs = ['-jar', jar, 'mcp', sample, '--scope', 'inventory:read'];
const RESERVATION = '7f1e3c1a-2b4d-4e6f-8a9b-0c1d2e3f4a5b';
const inspectorBin = path.join(here, '..', 'node_modules', '.bin', 'mcp-inspector');

const preview = JSON.parse(execFileSync(java, ['-jar', jar, 'manifest', sample, '--projection', 'mcp'],
  { env, stdio: ['ignore', 'pipe', 'ignore'] }).toString()).tools;

let http; // the --http server process
let httpUrl;

before(async () => {
  http = spawn(java, [...serverArgs, '--http', '0'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  httpUrl = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error('no HTTP URL within 60 s: ' + err)), 60000);
    http.stderr.on('data', (d) => {
      err += d.toString();
      const m = err.match(/streamable HTTP on (http:\/\/\S+)/);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    http.on('exit', (code) => reject(new Error('the HTTP server exited with ' + code + ': ' + err)));
  });
});

after(() => { if (http) http.kill('SIGTERM'); });

async function sdkChecks(transport) {
  const client = new Client({ name: 'agtp-studio-ci', version: '1.0.0' });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), preview.map((t) => t.name));
    assert.deepEqual(tools, preview, 'every served tool equals the preview field by field');

    const ok = await client.callTool({ name: 'list_properties', arguments: {} });
    assert.ok(!ok.isError, JSON.stringify(ok));
    assert.ok(Array.isArray(ok.structuredContent?.properties), 'structuredContent: ' + JSON.stringify(ok));
    assert.deepEqual(JSON.parse(ok.content[0].text), ok.structuredContent);

    // the sample requires booking:write to cancel; the client was given inventory:read only
    const refused = await client.callTool({ name: 'cancel_reservation', arguments: { reservation_id: RESERVATION } });
    assert.equal(refused.isError, true, JSON.stringify(refused));
    assert.match(refused.content[0].text, /^AGTP \d{3}/);

    await assert.rejects(client.callTool({ name: 'book_hotels', arguments: {} }),
      (e) => e.code === -32602 && /book_hotels/.test(e.message));

    const { resources } = await client.listResources();
    assert.deepEqual(resources.map((r) => r.uri), ['agtp-studio://workspace/manifest.json', 'agtp-studio://workspace/agis']);
  } finally {
    await client.close();
  }
}

test('the MCP TypeScript SDK over stdio', async () => {
  await sdkChecks(new StdioClientTransport({ command: java, args: serverArgs, env, stderr: 'ignore' }));
});

test('the MCP TypeScript SDK over streamable HTTP', async () => {
  await sdkChecks(new StreamableHTTPClientTransport(new URL(httpUrl)));
});

function inspector(target, ...args) {
  const out = execFileSync(inspectorBin, ['--cli', ...target, ...args], { env, timeout: 120000, stdio: ['ignore', 'pipe', 'pipe'] });
  return JSON.parse(out.toString());
}

for (const [label, target] of [
  ['stdio', ['-e', 'HOTEL_PMS_TOKEN=ci-token', java, ...serverArgs]],
  ['streamable HTTP', () => [httpUrl, '--transport', 'http']],
]) {
  test(`MCP Inspector CLI over ${label}`, () => {
    const t = typeof target === 'function' ? target() : target;
    const list = inspector(t, '--method', 'tools/list');
    assert.deepEqual(list.tools.map((x) => x.name), preview.map((x) => x.name));
    const ok = inspector(t, '--method', 'tools/call', '--tool-name', 'list_properties');
    assert.ok(!ok.isError, JSON.stringify(ok));
    assert.ok(Array.isArray(ok.structuredContent?.properties), JSON.stringify(ok));
    // the Inspector reports a tool error (isError: true) as its own error and a non-zero exit
    assert.throws(() => inspector(t, '--method', 'tools/call', '--tool-name', 'cancel_reservation', '--tool-arg', `reservation_id=${RESERVATION}`),
      (e) => e.status !== 0 && /tool_is_error/.test(String(e.stdout) + String(e.stderr)));
  });
}
