import assert from 'node:assert/strict';
import * as path from 'node:path';
import { test } from 'node:test';
import { findExecutable } from '../locate';

const on = (...files: string[]) => (f: string) => files.includes(f);

test('the configured path wins over the PATH', () => {
  const exists = on('/opt/agtp/bin/agtp-studio', '/usr/bin/agtp-studio');
  assert.equal(findExecutable('/opt/agtp/bin/agtp-studio', '/usr/bin', 'linux', exists), '/opt/agtp/bin/agtp-studio');
});

test('a configured path that does not exist is not silently replaced by the PATH', () => {
  assert.equal(findExecutable('/nowhere/agtp-studio', '/usr/bin', 'linux', on('/usr/bin/agtp-studio')), undefined);
});

test('without a configured path the first agtp-studio on the PATH is used', () => {
  const exists = on('/b/agtp-studio', '/c/agtp-studio');
  assert.equal(findExecutable('', '/a:/b:/c', 'linux', exists), '/b/agtp-studio');
});

test('on Windows the PATH is split on ; and .cmd launchers are found', () => {
  const cmd = path.join('C:\\tools', 'agtp-studio.cmd');
  assert.equal(findExecutable(undefined, 'C:\\other;C:\\tools', 'win32', on(cmd)), cmd);
});

test('~ in the configured path is the home folder', () => {
  const exe = path.join('/home/ann', 'bin/agtp-studio');
  assert.equal(findExecutable('~/bin/agtp-studio', '', 'linux', on(exe), '/home/ann'), exe);
});

test('nothing found gives undefined', () => {
  assert.equal(findExecutable(undefined, '/a:/b', 'linux', on()), undefined);
});
