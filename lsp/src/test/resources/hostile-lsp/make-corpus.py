#!/usr/bin/env python3
"""Writes the language server's hostile-input corpus (cases/*.bin and index.tsv) next to this script.

Each case is the exact bytes a client writes to the server's standard input after `initialize`/`initialized`
(kind `fresh`: before them). HostileInputTest feeds every case, then checks the server still answers a well-formed
request within a second. index.tsv columns: name, kind, expected, what. kind: probe (the session goes on), fresh
(sent before initialize), eof (input ends after the case: the server must exit), shutdown (sent after shutdown).
expected: the JSON-RPC error codes the case's answers must include ("-" for no answer; "ok" for a normal answer).
Re-run after editing: python3 make-corpus.py
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
cases = []


def frame(body, header=None):
    b = body.encode('utf-8') if isinstance(body, str) else body
    h = header if header is not None else 'Content-Length: %d\r\n\r\n' % len(b)
    return h.encode('utf-8') + b


def add(name, kind, expected, what, data):
    cases.append((name, kind, expected, what, data))


def req(i, method='workspace/agtpNothing', params='{}'):
    return '{"jsonrpc":"2.0","id":%s,"method":"%s","params":%s}' % (i, method, params)


HOVER = '{"textDocument":{"uri":"file:///nowhere.toml"},"position":{"line":0,"character":0}}'

# framing
add('missing-content-length', 'probe', '-32600', 'a header block without Content-Length',
    frame(req(101), 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n'))
add('no-header-at-all', 'probe', '-32600', 'raw JSON with no header block', (req(102) + '\r\n').encode())
add('content-length-not-a-number', 'probe', '-32600', 'Content-Length: abc', frame(req(103), 'Content-Length: abc\r\n\r\n'))
add('content-length-negative', 'probe', '-32600', 'Content-Length: -5', frame(req(104), 'Content-Length: -5\r\n\r\n'))
add('content-length-plus-sign', 'probe', '-32600', 'Content-Length: +N', frame(req(105), 'Content-Length: +%d\r\n\r\n' % len(req(105))))
add('content-length-space-before-colon', 'probe', '-32600', 'Content-Length : 2 (RFC 9112 5.1 forbids the space)',
    frame('{}', 'Content-Length : 2\r\n\r\n'))
add('content-length-20-digits', 'probe', '-32600', 'a length no integer holds', frame(req(106), 'Content-Length: 99999999999999999999\r\n\r\n'))
add('content-length-over-limit', 'probe', '-32600', 'a numeric length over the 40 MB limit', frame(req(107), 'Content-Length: 1000000000\r\n\r\n'))
add('content-length-arabic-digits', 'probe', '-32600', 'non-ASCII digits', frame(req(108), 'Content-Length: \u0661\u0662\r\n\r\n'))
add('content-length-nul', 'probe', '-32600', 'a NUL byte in the value', frame('{}', 'Content-Length: 2\x00\r\n\r\n'))
add('content-length-twice-different', 'probe', '-32600', 'two different Content-Length headers',
    frame(req(109), 'Content-Length: %d\r\nContent-Length: 3\r\n\r\n' % len(req(109))))
add('content-length-too-small', 'probe', '-32700', 'the body runs past the declared length into the next frame',
    frame(req(110, 'shutdown'), 'Content-Length: 5\r\n\r\n'))
add('header-line-too-long', 'probe', '-32600', 'a 20 KB header line',
    frame(req(111), 'X-Junk: ' + 'a' * 20000 + '\r\nContent-Length: %d\r\n\r\n' % len(req(111))))
add('header-block-too-long', 'probe', '-32600', '2,000 short headers',
    frame(req(112), ''.join('X-%d: y\r\n' % i for i in range(2000)) + 'Content-Length: %d\r\n\r\n' % len(req(112))))
add('header-without-colon', 'probe', '-32600', 'a header line with no colon', frame(req(113), 'Content-Length %d\r\n\r\n' % len(req(113))))
add('binary-junk', 'probe', '-32600', '4 KB of binary junk', bytes((i * 97 + 13) % 256 for i in range(4096)) + b'\r\n\r\n')
add('lowercase-header', 'probe', '-32601', 'content-length in lower case (valid): an unknown method',
    frame(req(114), 'content-length: %d\r\n\r\n' % len(req(114))))
add('lf-only-line-ends', 'probe', '-32601', 'LF instead of CR LF (tolerated)', frame(req(115), 'Content-Length: %d\n\n' % len(req(115))))
add('blank-lines-between-frames', 'probe', '-', 'CR LF pairs before a frame (tolerated)', b'\r\n\r\n\r\n')
add('no-space-after-colon', 'probe', '-32601', 'Content-Length:N (valid)', frame(req(116), 'Content-Length:%d\r\n\r\n' % len(req(116))))
# encodings
add('charset-latin1', 'probe', '-32600', 'Content-Type charset iso-8859-1',
    frame(req(117), 'Content-Length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=iso-8859-1\r\n\r\n' % len(req(117))))
add('charset-utf8-alias', 'probe', '-32601', 'charset=utf8 (accepted for compatibility)',
    frame(req(118), 'Content-Length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=utf8\r\n\r\n' % len(req(118))))
add('invalid-utf8', 'probe', '-32700', 'bytes that are not UTF-8 inside a string',
    frame(b'{"jsonrpc":"2.0","id":119,"method":"x\xff\xfe","params":{}}'))
add('utf16-body', 'probe', '-32700', 'a UTF-16 body with a BOM', frame(b'\xff\xfe' + req(120).encode('utf-16-le')))
add('utf8-bom', 'probe', '-32601', 'a UTF-8 byte order mark before the JSON (skipped)', frame(b'\xef\xbb\xbf' + req(121).encode()))
add('overlong-utf8', 'probe', '-32700', 'an overlong UTF-8 encoding of "/"', frame(b'{"jsonrpc":"2.0","id":122,"method":"\xc0\xaf"}'))
# JSON
add('not-json', 'probe', '-32700', 'plain text', frame('this is not json'))
add('empty-body', 'probe', '-32700', 'Content-Length: 0', frame(''))
add('truncated-json', 'probe', '-32700', 'a request cut off mid-object (its id is answered)',
    frame('{"jsonrpc":"2.0","id":123,"method":"initialize","params":{"capabilities":'))
add('trailing-garbage', 'probe', '-32700', 'a valid object followed by junk', frame(req(124) + 'xyz'))
add('lenient-json', 'probe', '-32700', "single quotes and unquoted names", frame("{'jsonrpc':'2.0',id:125,'method':'x'}"))
add('nan', 'probe', '-32700', 'NaN as a value', frame('{"jsonrpc":"2.0","id":126,"method":"x","params":{"a":NaN}}'))
add('deep-array', 'probe', '-32600', '50,000 nested arrays', frame('[' * 50000 + ']' * 50000))
add('deep-params', 'probe', '-32600', 'a request whose params nest 5,000 objects (its id is answered)',
    frame(req(127, 'textDocument/hover', '{"a":' * 5000 + '1' + '}' * 5000)))
add('deep-unclosed', 'probe', '-32600', '20,000 unclosed objects', frame('{"a":' * 20000))
add('long-string', 'probe', '-32601', 'a 100 KB string id on an unknown method (valid)', frame(req('"' + 'x' * 100000 + '"')))
# JSON-RPC shape
add('null', 'probe', '-32600', 'the JSON null', frame('null'))
add('batch', 'probe', '-32600', 'a batch array (not part of LSP)', frame('[' + req(128, 'shutdown') + ']'))
add('number', 'probe', '-32600', 'a number', frame('42'))
add('string', 'probe', '-32600', 'a string', frame('"hello"'))
add('empty-object', 'probe', '-32600', '{}', frame('{}'))
add('no-jsonrpc', 'probe', '-32600', 'a request without "jsonrpc"', frame('{"id":129,"method":"textDocument/hover","params":%s}' % HOVER))
add('jsonrpc-1', 'probe', '-32600', '"jsonrpc":"1.0"', frame('{"jsonrpc":"1.0","id":130,"method":"x"}'))
add('id-object', 'probe', '-32600', 'an object as id', frame('{"jsonrpc":"2.0","id":{"a":1},"method":"x"}'))
add('id-fraction', 'probe', '-32600', 'a fractional id', frame('{"jsonrpc":"2.0","id":1.5,"method":"x"}'))
add('method-number', 'probe', '-32600', 'a number as method', frame('{"jsonrpc":"2.0","id":131,"method":5}'))
add('params-string', 'probe', '-32602', 'hover with a string as params', frame(req(132, 'textDocument/hover', '"x"')))
add('params-missing-fields', 'probe', '-32602', 'hover without textDocument and position', frame(req(133, 'textDocument/hover', '{}')))
add('params-wrong-types', 'probe', '-32602', 'hover with a number as position',
    frame(req(134, 'textDocument/hover', '{"textDocument":{"uri":"file:///x.toml"},"position":7}')))
add('unknown-method', 'probe', '-32601', 'an unknown request', frame(req(135)))
add('dollar-request', 'probe', '-32601', 'an unknown $/ request (MethodNotFound, as LSP says)', frame(req(136, '$/agtpNothing')))
add('dollar-notification', 'probe', '-', 'an unknown $/ notification (ignored)', frame('{"jsonrpc":"2.0","method":"$/agtpNothing","params":{}}'))
add('unknown-notification', 'probe', '-', 'an unknown notification', frame('{"jsonrpc":"2.0","method":"agtp/nothing","params":{}}'))
add('stray-response', 'probe', '-', 'a response to a request never sent', frame('{"jsonrpc":"2.0","id":999,"result":null}'))
add('cancel-unknown', 'probe', '-', 'a cancel for an unknown request', frame('{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":4242}}'))
add('didopen-bad-uri', 'probe', '-', 'didOpen with a URI that is not a URI',
    frame('{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"::not a uri\\u0000","languageId":"toml","version":1,"text":"x = 1"}}}'))
add('didchange-unopened', 'probe', '-', 'didChange for a document never opened',
    frame('{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///never.toml","version":2},"contentChanges":[{"text":"y"}]}}'))
add('didchange-bad-range', 'probe', '-', 'didChange with a range far outside the document',
    frame('{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///agtp-probe/probe.toml","version":99},"contentChanges":[{"range":{"start":{"line":900000,"character":5},"end":{"line":-3,"character":-1}},"text":"y"}]}}'))
add('many-small-frames', 'probe', '-32601', '50 unknown requests in one write', b''.join(frame(req(1000 + i)) for i in range(50)))
# lifecycle
add('request-before-initialize', 'fresh', '-32002', 'a request before initialize (ServerNotInitialized)',
    frame(req(140, 'textDocument/hover', HOVER)))
add('notification-before-initialize', 'fresh', '-', 'didOpen before initialize (dropped)',
    frame('{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///early.toml","languageId":"toml","version":1,"text":"x"}}}'))
add('request-after-shutdown', 'shutdown', '-32600', 'a hover after shutdown (InvalidRequest)', frame(req(141, 'textDocument/hover', HOVER)))
add('shutdown-twice', 'shutdown', '-32600', 'a second shutdown', frame(req(142, 'shutdown', 'null')))
# end of input
add('eof-mid-body', 'eof', '-', 'the input ends inside a body', b'Content-Length: 100\r\n\r\n{"jsonrpc":"2.0"')
add('eof-mid-header', 'eof', '-', 'the input ends inside a header', b'Content-Len')
add('eof-after-header', 'eof', '-', 'the input ends after the header block', b'Content-Length: 10\r\n\r\n')
add('eof-huge-declared', 'eof', '-', 'a 30 MB body is announced and never sent', b'Content-Length: 30000000\r\n\r\n{')

os.makedirs(os.path.join(HERE, 'cases'), exist_ok=True)
for f in os.listdir(os.path.join(HERE, 'cases')):
    os.remove(os.path.join(HERE, 'cases', f))
with open(os.path.join(HERE, 'index.tsv'), 'w') as idx:
    idx.write('# name\tkind\texpected\twhat (generated by make-corpus.py)\n')
    for name, kind, expected, what, data in cases:
        with open(os.path.join(HERE, 'cases', name + '.bin'), 'wb') as f:
            f.write(data)
        idx.write('%s\t%s\t%s\t%s\n' % (name, kind, expected, what))
print(len(cases), 'cases')
