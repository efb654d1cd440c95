// `agtp-studio import-mcp -- CMD ARGS` against a real MCP server nobody in this project wrote:
// @modelcontextprotocol/server-everything (pinned in package.json, installed by scripts/test-mcp-clients into the
// gitignored node_modules), started over stdio by the importer itself. Asserts: exit 0, one endpoint file per tool the
// server lists (the SDK client lists them independently), every handler calls its tool (mcp_tool), and the imported
// folder validates with 0 errors. Run by scripts/test-mcp-clients.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const jar = process.env.AGTP_STUDIO_JAR ?? path.join(root, 'app/target/agtp-studio.jar');
const java = process.env.JAVA ?? 'java';
const everything = path.join(here, '..', 'node_modules', '.bin', 'mcp-server-everything');

test('import-mcp over stdio from server-everything: one endpoint per tool, validates clean', async () => {
  const client = new Client({ name: 'import-mcp-oracle', version: '1' });
  await client.connect(new StdioClientTransport({ command: everything, args: ['stdio'], stderr: 'ignore' }));
  const listed = (await client.listTools()).tools.map((t) => t.name).sort();
  await client.close();

  const out = path.join(mkdtempSync(path.join(tmpdir(), 'import-mcp-')), 'ws');
  const run = spawnSync(java, ['-jar', jar, 'import-mcp', '--out', out, '--report', out + '-report.json',
    '--timeout', '60', '--', everything, 'stdio'], { encoding: 'utf8', timeout: 120000 });
  assert.equal(run.status, 0, run.stderr);
  const files = readdirSync(out).filter((f) => f.endsWith('.toml'));
  const tools = files.map((f) => readFileSync(path.join(out, f), 'utf8').match(/^mcp_tool = "(.*)"$/m)?.[1]).sort();
  assert.deepEqual(tools, listed);
  const report = JSON.parse(readFileSync(out + '-report.json', 'utf8'));
  assert.ok(report.operations.length === listed.length, 'the report lists every tool');

  const validate = spawnSync(java, ['-jar', jar, 'validate', out], { encoding: 'utf8', timeout: 120000 });
  assert.equal(validate.status, 0, validate.stdout + validate.stderr);
  assert.match(validate.stdout, /^0 error,/m);
});
